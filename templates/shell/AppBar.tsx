import type { SearchIndexUrls } from '../../runtime/search/search';
import { Island } from '../../runtime/islands/Island';
import ColorModeToggle from '../../runtime/preferences/color-mode/ColorModeToggle';
import SettingsDrawer from '../../runtime/preferences/SettingsDrawer';
import type { ProductId, VersionEntry } from '../../runtime/products/products';
import SearchDialog from '../../runtime/search/SearchDialog';
import * as styles from './AppBar.styles';
import { Icon } from '../../runtime/theme/icons';
import { iconButton } from '../../runtime/theme/controls.styles';
import { DRAWER_ID } from './NavDrawer';

/** Props of {@link AppBar}. */
export interface AppBarProps {
  productName: string;
  /** Link of the product's landing page. */
  productHome: string;
  /** Version menu entries; empty hides the menu. */
  versions: VersionEntry[];
  /** Whether the page has a drawer to open on narrow screens. */
  hasDrawer: boolean;
  productId: ProductId;
  /** URLs of the search indexes. */
  searchIndex: SearchIndexUrls;
}

function VersionMenu({ versions }: { versions: VersionEntry[] }) {
  const current = versions.find((version) => version.current) ?? versions[0];
  return (
    <details className={styles.versionMenu}>
      <summary aria-label={`Version ${current.text}, choose another version`}>{current.text}</summary>
      <ul>
        {versions.map((version) => (
          <li key={version.text}>
            <a
              href={version.href}
              aria-current={version.current ? 'page' : undefined}
              rel={version.current ? undefined : 'noopener'}
              data-external={version.current ? undefined : ''}
            >
              {version.text}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The app bar: menu button (narrow screens), brand, product and version, search. Its
 * preference buttons are {@link AppBarTools}, which the layout places after the navigation.
 */
export function AppBar({ productName, productHome, versions, hasDrawer, productId, searchIndex }: AppBarProps) {
  return (
    <header className={styles.appBar}>
      {hasDrawer && (
        <button
          type="button"
          className={`${iconButton} ${styles.menuButton}`}
          aria-label="Open navigation"
          aria-controls={DRAWER_ID}
          aria-expanded="false"
          data-drawer-toggle=""
        >
          <Icon name="menu" />
        </button>
      )}
      <a className={styles.brand} href="/">
        <svg width="32" height="32" viewBox="0 0 36 32" aria-hidden="true" focusable="false">
          <path
            fill="#007FFF"
            d="M30.34 1.2v8.35L36 6.6V1.2l-5.66 3zM0 1.2v17.5l5.66 3V4.2L0 1.2zm11.32 3 5.66 3.01 5.66-3v5.66l-5.66 3.01-5.66-3.01zm0 11.32 5.66 3.01 5.66-3.01v5.66l-5.66 3.02-5.66-3.02zm16.98-3v5.66l5.66-3v-5.67l-5.66 3.01zm0 11.32v5.67l5.66-3.01v-5.66z"
          />
        </svg>
        <span>MUI</span>
      </a>
      {productName !== 'MUI Docs' && (
        <a className={`${styles.brand} ${styles.productName}`} href={productHome}>
          {productName}
        </a>
      )}
      {versions.length > 0 && <VersionMenu versions={versions} />}
      <span className={styles.spacer} />
      <Island id="islands/SearchDialog" hydrate="interaction" props={{ index: searchIndex, productId }}>
        <SearchDialog index={searchIndex} productId={productId} />
      </Island>
      <span className={styles.toolsSpace} />
    </header>
  );
}

/**
 * The colour mode toggle and settings, shown at the end of the app bar but placed after the
 * navigation in the document, so the keyboard reaches search, then navigation, then settings.
 */
export function AppBarTools() {
  return (
    <div className={styles.tools} role="group" aria-label="Preferences">
      <Island id="islands/ColorModeToggle" hydrate="interaction">
        <ColorModeToggle />
      </Island>
      <Island id="islands/SettingsDrawer" hydrate="interaction">
        <SettingsDrawer />
      </Island>
    </div>
  );
}
