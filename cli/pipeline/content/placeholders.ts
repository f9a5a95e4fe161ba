/**
 * The elements the Markdown render leaves in a page's HTML for the page render to fill (a demo,
 * a playground, a theme viewer…), and the patterns that find them there. Kept apart from the
 * Markdown pipeline (`markdown.ts`), so a build whose pages all come from the Markdown cache
 * never loads unified, remark, rehype and Shiki's plugin (about 0.6 s).
 */

/** Element name of each placeholder, by what it stands for. */
export const PLACEHOLDERS = {
  demo: 'docs-demo',
  playground: 'docs-playground',
  themeViewer: 'docs-theme-viewer',
  iconSearch: 'docs-icon-search',
  gallery: 'docs-component-gallery',
  gridReference: 'docs-grid-reference',
  template: 'docs-template',
  templateGallery: 'docs-template-gallery',
} as const;

/** Height of an iframe demo before it is measured, px, when the directive gives none. */
export const DEFAULT_IFRAME_HEIGHT = 320;

/** `<element name="…"></element>` anywhere in HTML; group 1 is the name. */
const named = (element: string) => new RegExp(`<${element} name="([^"]+)"></${element}>`, 'g');

/** A demo placeholder; group 1 is the demo's name. */
export const DEMO_PLACEHOLDER_PATTERN = named(PLACEHOLDERS.demo);
/** A template placeholder; group 1 is the template's entry name. */
export const TEMPLATE_PLACEHOLDER_PATTERN = named(PLACEHOLDERS.template);
/** A playground placeholder; group 1 is the component. */
export const PLAYGROUND_PLACEHOLDER_PATTERN = named(PLACEHOLDERS.playground);
/** A theme viewer placeholder; group 1 is the theme. */
export const THEME_VIEWER_PLACEHOLDER_PATTERN = named(PLACEHOLDERS.themeViewer);
/** A components gallery placeholder; group 1 is the page tree section. */
export const GALLERY_PLACEHOLDER_PATTERN = named(PLACEHOLDERS.gallery);
/** A grid reference placeholder; groups 1 and 2 are its kind and name. */
export const GRID_REFERENCE_PLACEHOLDER_PATTERN = new RegExp(
  `<${PLACEHOLDERS.gridReference} kind="([a-z]+)" name="([^"]*)"></${PLACEHOLDERS.gridReference}>`,
  'g',
);
/** The templates gallery placeholder (`::template-gallery`). */
export const TEMPLATE_GALLERY_PLACEHOLDER_HTML = `<${PLACEHOLDERS.templateGallery}></${PLACEHOLDERS.templateGallery}>`;
/** The icon search placeholder (`::material-icons`). */
export const ICON_SEARCH_PLACEHOLDER_HTML = `<${PLACEHOLDERS.iconSearch}></${PLACEHOLDERS.iconSearch}>`;
