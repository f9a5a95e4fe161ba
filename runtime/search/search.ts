/**
 * Site search: MiniSearch indexes built at build time over every page, its h2/h3 sections and
 * every prop of every API page, in tiers (a small index of pages, then one shard of sections
 * and props per product); the same options and ranking run in the relevance test and in the
 * browser, over whichever tiers have loaded.
 */
import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import { PRODUCTS, type ProductId } from '../products/products';

/** One searchable document: a page, a section of a page, or a prop of an API page. */
export interface SearchDoc {
  id: number;
  kind: 'page' | 'section' | 'prop';
  /** What the result shows first: the page, section or prop name. */
  title: string;
  /** The page the document belongs to (same as `title` for pages). */
  page: string;
  /** URL with the section or prop anchor, e.g. `/material-ui/api/button/#prop-disableElevation`. */
  url: string;
  productId: ProductId;
  /** Body text, truncated at build time. */
  text: string;
  /** Names readers type as one word: the title without spaces (`Text Field` → `TextField`). */
  keywords: string;
}

/** A result as the dialog shows it. */
export interface SearchHit {
  kind: SearchDoc['kind'];
  title: string;
  page: string;
  url: string;
  productId: ProductId;
}

/** Results of one product, for the grouped list. */
export interface SearchGroup {
  productId: ProductId;
  name: string;
  hits: SearchHit[];
}

/** Index options; the build and the browser must use the same ones. */
export const SEARCH_OPTIONS: Options<SearchDoc> = {
  fields: ['title', 'keywords', 'page', 'text'],
  storeFields: ['kind', 'title', 'page', 'url', 'productId'],
};

const KIND_BOOST: Record<SearchDoc['kind'], number> = { page: 1.6, section: 1, prop: 0.9 };

/** Creates an empty index (build) with the shared options. */
export function createIndex(): MiniSearch<SearchDoc> {
  return new MiniSearch<SearchDoc>(SEARCH_OPTIONS);
}

/** Loads a serialised index (browser, tests). */
export function loadIndex(json: string): MiniSearch<SearchDoc> {
  return MiniSearch.loadJSON<SearchDoc>(json, SEARCH_OPTIONS);
}

/** Where the built indexes are: the first tier, then one shard per product. */
export interface SearchIndexUrls {
  pages: string;
  shards: string[];
}

const BOOST = { title: 4, keywords: 3, page: 1.5, text: 0.6 };

function scored(index: MiniSearch<SearchDoc>, terms: string, strict: boolean): SearchResult[] {
  return strict
    ? index.search(terms, {
        boost: BOOST,
        prefix: (term) => term.length >= 3,
        fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
        combineWith: 'AND',
        boostDocument: (_id, _term, stored) => KIND_BOOST[(stored?.kind as SearchDoc['kind']) ?? 'section'],
      })
    : index.search(terms, { boost: BOOST, prefix: true, fuzzy: 0.2, combineWith: 'OR' });
}

/**
 * Searches one index or several (the tiers loaded so far) with prefix matching and typo
 * tolerance (one edit per 5 letters), titles weighing most, pages above their sections;
 * results of all indexes are merged by score. Returns at most `limit` hits, best first.
 */
export function searchSite(indexes: MiniSearch<SearchDoc> | readonly MiniSearch<SearchDoc>[], query: string, limit = 20): SearchHit[] {
  const terms = query.trim();
  if (!terms) return [];
  const all = Array.isArray(indexes) ? indexes : [indexes as MiniSearch<SearchDoc>];
  const merge = (strict: boolean) => all.flatMap((index) => scored(index, terms, strict)).sort((a, b) => b.score - a.score);
  const strict = merge(true);
  const found = strict.length ? strict : merge(false);
  return found.slice(0, limit).map((result: SearchResult) => ({
    kind: result.kind as SearchDoc['kind'],
    title: result.title as string,
    page: result.page as string,
    url: result.url as string,
    productId: result.productId as ProductId,
  }));
}

/** Groups hits by product, the reader's current product first, then by best hit. */
export function groupByProduct(hits: SearchHit[], currentProduct: ProductId): SearchGroup[] {
  const groups = new Map<ProductId, SearchHit[]>();
  for (const hit of hits) groups.set(hit.productId, [...(groups.get(hit.productId) ?? []), hit]);
  return [...groups]
    .sort(([a], [b]) => Number(b === currentProduct) - Number(a === currentProduct))
    .map(([productId, grouped]) => ({ productId, name: PRODUCTS[productId].name, hits: grouped }));
}

/** localStorage key of the reader's recent searches. */
export const RECENT_SEARCHES_KEY = 'docs-recent-searches';
/** How many recent searches are kept. */
export const RECENT_SEARCHES_MAX = 5;

/** The recent list after opening `hit`: most recent first, without duplicates, capped. */
export function rememberSearch(recent: SearchHit[], hit: SearchHit): SearchHit[] {
  return [hit, ...recent.filter((item) => item.url !== hit.url)].slice(0, RECENT_SEARCHES_MAX);
}
