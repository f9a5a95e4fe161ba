/**
 * What each kind of page gets: one table read by every step of the pipeline (rendering, the
 * Markdown copy, search, llms.txt, the sitemap's head tags), so a behaviour is switched per
 * kind here rather than by `kind ===` tests spread over the code.
 */

/** What a page is, which selects its layout and the features below. */
export type PageKind = 'guide' | 'api' | 'blog-post' | 'blog-index' | 'home' | 'size-snapshot' | 'not-found' | 'offline';

/** Features of one page kind. */
export interface PageKindTraits {
  /** The ad slot under the description. */
  ads: boolean;
  /** "Was this page helpful?" at the foot of the page. */
  feedback: boolean;
  /** A Markdown copy at `<route>/index.md`. */
  markdown: boolean;
  /** The page's actions: copy or open its Markdown copy. */
  pageActions: boolean;
  /** Indexed by the offline search. */
  search: boolean;
  /** Breadcrumbs from the product home through the page tree. */
  breadcrumbs: boolean;
  /** Open Graph type of the page. */
  ogType: 'article' | 'website';
  /** The page has a canonical URL of its own; the 404 and offline documents point at `/`. */
  canonical: boolean;
  /** `<title>` is the page's title and its product's name; `false`: the page's title alone. */
  productInTitle: boolean;
  /** Where its product's `llms.txt` lists the page: with the guides, in the API reference, or not at all. */
  llms: 'docs' | 'api' | false;
  /** A post of the blog: listed on the blog's index, the home page and the site's `llms.txt`. */
  post: boolean;
  /** An API section that links the API pages of the components its demos import. */
  demoApiLinks: boolean;
  /** What a generated page lists in its Markdown copy: the products, the blog's posts or every route's JavaScript size. */
  lists?: 'products' | 'posts' | 'route-sizes';
}

/** The traits a kind has where the table below says nothing else: no feature, listed nowhere. */
const PLAIN: PageKindTraits = {
  ads: false,
  feedback: false,
  markdown: false,
  pageActions: false,
  search: false,
  breadcrumbs: false,
  ogType: 'website',
  canonical: true,
  productInTitle: true,
  llms: false,
  post: false,
  demoApiLinks: false,
};

/** The traits of every page kind. */
export const PAGE_KINDS: Record<PageKind, PageKindTraits> = {
  guide: {
    ...PLAIN,
    ads: true,
    feedback: true,
    markdown: true,
    pageActions: true,
    search: true,
    breadcrumbs: true,
    ogType: 'article',
    llms: 'docs',
    demoApiLinks: true,
  },
  api: { ...PLAIN, markdown: true, pageActions: true, search: true, breadcrumbs: true, llms: 'api' },
  'blog-post': { ...PLAIN, markdown: true, pageActions: true, search: true, ogType: 'article', post: true },
  'blog-index': { ...PLAIN, markdown: true, lists: 'posts' },
  home: { ...PLAIN, markdown: true, productInTitle: false, lists: 'products' },
  'size-snapshot': { ...PLAIN, markdown: true, lists: 'route-sizes' },
  'not-found': { ...PLAIN, canonical: false },
  offline: { ...PLAIN, canonical: false },
};
