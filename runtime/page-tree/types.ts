/**
 * Navigation page entry.
 *
 * An entry with `children` is a section of the drawer; an entry without is a page whose
 * content lives in `content/<pathname>/index.md`, unless it carries an external `href`.
 */
export interface NavPage {
  /** Absolute site path without trailing slash, e.g. `/material-ui/react-button`. */
  pathname: string;
  /** Label in the drawer; falls back to the page's frontmatter title. */
  title?: string;
  children?: NavPage[];
  /** Renders the entry as a non-link heading above its children. */
  subheader?: string;
  /** Commercial plan badge shown next to the title. */
  plan?: 'pro' | 'premium';
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  beta?: boolean;
  legacy?: boolean;
  deprecated?: boolean;
  /** Name of an icon from the shell's icon set, shown before top-level sections. */
  icon?: string;
  /** Link props: an external `href` makes the entry an outbound link instead of a page. */
  linkProps?: { href: string; rel?: string };
}

/** One product's page tree, as exported by `content/nav/<productId>.ts`. */
export type PageTree = NavPage[];

/** Flag names that render as chips in the drawer, in display order, with their labels. */
export const FLAG_LABELS = [
  ['newFeature', 'New'],
  ['planned', 'Planned'],
  ['unstable', 'Preview'],
  ['beta', 'Beta'],
  ['legacy', 'Legacy'],
  ['deprecated', 'Deprecated'],
] as const satisfies ReadonlyArray<readonly [keyof NavPage, string]>;
