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
}

/** The traits of every page kind. */
export const PAGE_KINDS: Record<PageKind, PageKindTraits> = {
  guide: { ads: true, feedback: true, markdown: true, pageActions: true, search: true, breadcrumbs: true, ogType: 'article', canonical: true },
  api: { ads: false, feedback: false, markdown: true, pageActions: true, search: true, breadcrumbs: true, ogType: 'website', canonical: true },
  'blog-post': { ads: false, feedback: false, markdown: true, pageActions: true, search: true, breadcrumbs: false, ogType: 'article', canonical: true },
  'blog-index': { ads: false, feedback: false, markdown: true, pageActions: false, search: false, breadcrumbs: false, ogType: 'website', canonical: true },
  home: { ads: false, feedback: false, markdown: true, pageActions: false, search: false, breadcrumbs: false, ogType: 'website', canonical: true },
  'size-snapshot': { ads: false, feedback: false, markdown: true, pageActions: false, search: false, breadcrumbs: false, ogType: 'website', canonical: true },
  'not-found': { ads: false, feedback: false, markdown: false, pageActions: false, search: false, breadcrumbs: false, ogType: 'website', canonical: false },
  offline: { ads: false, feedback: false, markdown: false, pageActions: false, search: false, breadcrumbs: false, ogType: 'website', canonical: false },
};
