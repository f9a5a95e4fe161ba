import { renderToStaticMarkup } from 'react-dom/server';
import { activeTrail } from '../../runtime/page-tree/navigation';
import { FLAG_LABELS, type NavPage, type PageTree } from '../../runtime/page-tree/types';
import * as styles from './NavDrawer.styles';
import { iconButton } from '../../runtime/theme/controls.styles';
import { Icon } from '../../runtime/theme/icons';

/** Props of {@link NavDrawer}. */
export interface NavDrawerProps {
  tree: PageTree;
  /** Path of the current page without trailing slash. */
  pathname: string;
  /** Title of each page by pathname, for entries without their own `title`. */
  titles: ReadonlyMap<string, string>;
}

/** Drawer id; the app bar's menu button controls it. */
export const DRAWER_ID = 'docs-drawer';

function label(page: NavPage, titles: ReadonlyMap<string, string>): string {
  return page.title ?? titles.get(page.pathname) ?? page.pathname.split('/').pop()!.replace(/-/g, ' ');
}

function Badges({ page }: { page: NavPage }) {
  return (
    <>
      {page.plan && (
        <span className={styles.planBadge} data-plan={page.plan} title={`${page.plan === 'pro' ? 'Pro' : 'Premium'} plan`}>
          {page.plan === 'pro' ? 'Pro' : 'Premium'}
        </span>
      )}
      {FLAG_LABELS.filter(([flag]) => page[flag]).map(([flag, text]) => (
        <span key={flag} className={styles.chip} data-flag={flag}>
          {text}
        </span>
      ))}
    </>
  );
}

/** HTML of closed sections by entry and label set: a build renders each once, not once per page. */
const closedSections = new WeakMap<NavPage, WeakMap<ReadonlyMap<string, string>, string>>();

function closedSection(page: NavPage, props: NavDrawerProps): string {
  const byLabels = closedSections.get(page) ?? new WeakMap<ReadonlyMap<string, string>, string>();
  closedSections.set(page, byLabels);
  let html = byLabels.get(props.titles);
  if (html === undefined) {
    html = renderToStaticMarkup(
      <details className={styles.section}>
        <summary>
          <Icon name="chevron" size={18} />
          {label(page, props.titles)}
          <Badges page={page} />
        </summary>
        <ul className={styles.nested}>
          {page.children!.map((child) => (
            <Entry key={child.pathname} page={child} trail={NO_TRAIL} props={props} />
          ))}
        </ul>
      </details>,
    );
    byLabels.set(props.titles, html);
  }
  return html;
}

const NO_TRAIL: ReadonlySet<string> = new Set();

function Entry({ page, trail, props }: { page: NavPage; trail: ReadonlySet<string>; props: NavDrawerProps }) {
  const title = label(page, props.titles);
  const children = page.children?.map((child) => <Entry key={child.pathname} page={child} trail={trail} props={props} />);
  if (page.subheader) {
    return (
      <li>
        <p className={styles.subheader}>{page.subheader}</p>
        <ul className={styles.list}>{children}</ul>
      </li>
    );
  }
  if (page.children?.length) {
    const active = trail.has(page.pathname);
    // A closed section is the same on every page of the tree: render it once per label set.
    if (!active) return <li dangerouslySetInnerHTML={{ __html: closedSection(page, props) }} />;
    return (
      <li>
        <details className={styles.section} open={active} data-active={active ? '' : undefined}>
          <summary>
            <Icon name="chevron" size={18} />
            {title}
            <Badges page={page} />
          </summary>
          <ul className={styles.nested}>{children}</ul>
        </details>
      </li>
    );
  }
  if (page.linkProps) {
    return (
      <li>
        <a className={styles.link} href={page.linkProps.href} rel={page.linkProps.rel ?? 'noopener'} data-external="">
          {title}
          <Icon name="external" size={14} label="(external site)" />
          <Badges page={page} />
        </a>
      </li>
    );
  }
  const current = page.pathname === props.pathname;
  return (
    <li>
      <a className={styles.link} href={`${page.pathname}/`} aria-current={current ? 'page' : undefined}>
        {title}
        <Badges page={page} />
      </a>
    </li>
  );
}

/**
 * The navigation drawer, rendered at build time only (its behaviour is the boot script's): expandable sections, the active page and its
 * parents open and highlighted, plan badges and flag chips. Permanent from the `md`
 * breakpoint, a temporary drawer below it (opened by the app bar's menu button).
 */
export function NavDrawer(props: NavDrawerProps) {
  const trail = new Set(activeTrail(props.tree, props.pathname).map((page) => page.pathname));
  return (
    <>
      <nav id={DRAWER_ID} className={styles.drawer} aria-label="Main navigation">
        <div className={styles.drawerHeader}>
          <button type="button" data-drawer-close="" aria-label="Close navigation" className={iconButton}>
            <Icon name="close" />
          </button>
        </div>
        <ul className={styles.list}>
          {props.tree.map((page) => (
            <Entry key={page.pathname} page={page} trail={trail} props={props} />
          ))}
        </ul>
      </nav>
      <div className={styles.backdrop} data-drawer-close="" hidden />
    </>
  );
}
