import { toc as tocClass } from './Page.styles';

/** A table-of-contents entry (h2 or h3 of the page). */
export interface TocItem {
  id: string;
  text: string;
  depth: 2 | 3;
}

/** "Contents" list of the page's h2/h3 headings; the boot script's scroll spy marks the current one. */
export function Toc({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav className={tocClass} aria-labelledby="toc-title" data-toc="">
      <p id="toc-title">Contents</p>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} data-depth={item.depth}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
