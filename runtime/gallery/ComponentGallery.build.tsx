import type { GalleryGroup } from './gallery';
import * as styles from './ComponentGallery.styles';

/** Props of {@link ComponentGallery}. */
export interface ComponentGalleryProps {
  groups: GalleryGroup[];
  /** Server HTML of each pictured demo, by demo id; a card whose demo has none shows text only. */
  pictures: ReadonlyMap<string, string>;
}

/**
 * The components gallery (build time, no JavaScript): a heading per group and a card per
 * page, each with a small picture of the page's first demo (its server render, scaled to half
 * and inert: it follows the page's colour scheme as the demo does) and the page's title and
 * description; the whole card links to the page.
 */
export function ComponentGallery({ groups, pictures }: ComponentGalleryProps) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.title} aria-labelledby={gallery(group.title)}>
          <h2 id={gallery(group.title)}>{group.title}</h2>
          <ul className={styles.grid}>
            {group.cards.map((card) => {
              const picture = card.demoId && pictures.get(card.demoId);
              return (
                <li key={card.href} className={styles.card}>
                  {picture && (
                    <div className={styles.picture} aria-hidden="true">
                      <div inert dangerouslySetInnerHTML={{ __html: picture }} />
                    </div>
                  )}
                  <div className={styles.text}>
                    <h3>
                      <a href={card.href}>{card.title}</a>
                    </h3>
                    <p>{card.description}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const gallery = (title: string) => `gallery-${slug(title)}`;
