import { Island } from '../islands/Island';
import { ICON_THEMES } from './themes';
import * as styles from './IconSearch.styles';

/** Props of {@link IconSearch}. */
export interface IconSearchProps {
  /** Public URL of the icon index the widget loads on first use. */
  indexUrl: string;
  /** Number of icons. */
  count: number;
  /** `@mui/icons-material` version, for the count line. */
  version: string;
  /** The first icons, rendered on the server with their filled paths. */
  first: Array<{ name: string; svg: string }>;
}

/**
 * The Material Icons search (build time): a search box, a theme choice and the first icons as
 * server HTML; the widget island (`widget.ts`) loads the index when the reader searches, scrolls
 * or points at the list, then shows every icon in a virtualised grid.
 */
export function IconSearch({ indexUrl, count, version, first }: IconSearchProps) {
  const total = count.toLocaleString('en-US');
  return (
    <Island id="widgets/IconSearch" hydrate="visible" props={{ indexUrl }} className={styles.search}>
      <section aria-label="Material Icons search">
        <div className={styles.toolbar}>
          <input type="search" aria-label="Search icons by name or meaning" placeholder={`Search ${total} icons, e.g. trash or alarm`} data-icon-query="" />
          <fieldset>
            <legend>Theme</legend>
            {ICON_THEMES.map((theme, index) => (
              <label key={theme.id}>
                <input type="radio" name="icon-theme" value={theme.id} defaultChecked={index === 0} /> {theme.label}
              </label>
            ))}
          </fieldset>
          <span className={styles.status} role="status" data-icon-status="">
            {total} icons in @mui/icons-material {version}
          </span>
        </div>
        <div className={styles.grid} data-icon-grid="" tabIndex={-1}>
          <div className={styles.staticRows} role="list" aria-label="Icons">
            {first.map((icon) => (
              <div key={icon.name} role="listitem">
                <button type="button" className={styles.cell} data-icon={icon.name}>
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" dangerouslySetInnerHTML={{ __html: icon.svg }} />
                  <span>{icon.name}</span>
                </button>
              </div>
            ))}
          </div>
        </div>
        <dialog className={styles.dialog} aria-labelledby="icon-detail-title" data-icon-detail="">
          <header>
            <h2 id="icon-detail-title" data-icon-title="">
              Icon
            </h2>
            <button type="button" data-icon-close="">
              Close
            </button>
          </header>
          <div data-icon-large="" />
          <figure>
            <figcaption>Import</figcaption>
            <pre>
              <code data-icon-import="" />
            </pre>
            <button type="button" data-icon-copy="import">
              Copy
            </button>
          </figure>
          <figure>
            <figcaption>Usage</figcaption>
            <pre>
              <code data-icon-jsx="" />
            </pre>
            <button type="button" data-icon-copy="jsx">
              Copy
            </button>
          </figure>
        </dialog>
      </section>
    </Island>
  );
}
