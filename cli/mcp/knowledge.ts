/**
 * What the MCP server knows, read from a built output folder and nothing else: the sitemap's
 * routes, the site's own search indexes (the same tiers and ranking as its search dialog), every
 * page's Markdown copy, every API page's `api.json`, and the `llms.txt` files. Pure functions of
 * those files; nothing is written.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import MiniSearch from 'minisearch';
import type { ApiRecord } from '../../runtime/api/types';
import { PRODUCTS, type ProductId } from '../../runtime/products/products';
import { loadIndex, type SearchDoc, type SearchHit, searchSite } from '../../runtime/search/search';

/** A built site as the server reads it. */
export interface Knowledge {
  outDir: string;
  origin: string;
  /** Site paths of every page in the sitemap (`/material-ui/react-button/`). */
  routes: string[];
  /** The search tiers: the pages index, then one shard per product. */
  indexes: MiniSearch<SearchDoc>[];
  /** Every API record, by route. */
  api: ApiRecord[];
}

/** A search result with the section's excerpt. */
export interface DocsHit extends SearchHit {
  /** Absolute URL on the built site's origin. */
  absoluteUrl: string;
  /** The first words of the section (or of the page, for a page hit), plain Markdown. */
  excerpt: string;
}

/** A failure of a tool's input: shown to the assistant as a tool error. */
export class KnowledgeError extends Error {}

/**
 * Reads `outDir` (a `docs build` output).
 * @throws KnowledgeError naming the folder when it holds no built site (no `sitemap.xml` or search index).
 */
export async function loadKnowledge(outDir: string): Promise<Knowledge> {
  const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8').catch(() => {
    throw new KnowledgeError(`${outDir} holds no built site (no sitemap.xml): run docs build first`);
  });
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]));
  const origin = locations[0]?.origin ?? 'http://localhost:3000';
  const routes = locations.map((location) => location.pathname);
  const assets = await readdir(path.join(outDir, 'assets'));
  const indexFiles = [
    assets.find((name) => /^search-pages-[^.]+\.json$/.test(name)),
    ...assets.filter((name) => /^search-(?!pages-)[^.]+\.json$/.test(name)).sort(),
  ].filter(Boolean) as string[];
  if (!indexFiles.length) throw new KnowledgeError(`${outDir} has no search index in assets/`);
  const indexes = await Promise.all(indexFiles.map(async (name) => loadIndex(await readFile(path.join(outDir, 'assets', name), 'utf8'))));
  const apiRoutes = routes.filter((route) => existsSync(path.join(outDir, route, 'api.json')));
  const api = await Promise.all(apiRoutes.map(async (route) => JSON.parse(await readFile(path.join(outDir, route, 'api.json'), 'utf8')) as ApiRecord));
  return { outDir, origin, routes, indexes, api };
}

/** The site path a URL or path names (`https://…/material-ui/react-button/#basic` → `/material-ui/react-button/`). */
export function sitePath(urlOrPath: string): string {
  const { pathname } = new URL(urlOrPath, 'http://site');
  const clean = pathname.replace(/\/index\.(md|html)$/, '/');
  return clean.endsWith('/') ? clean : `${clean}/`;
}

/**
 * A page's Markdown copy (its demos' TypeScript inlined).
 * @throws KnowledgeError naming the path, with close routes, when the site has no such page.
 */
export async function pageMarkdown(knowledge: Knowledge, urlOrPath: string): Promise<{ path: string; markdown: string }> {
  const route = sitePath(urlOrPath);
  const markdown = knowledge.routes.includes(route) ? await readFile(path.join(knowledge.outDir, route, 'index.md'), 'utf8').catch(() => undefined) : undefined;
  if (markdown === undefined) {
    const close = closeMatches(knowledge.routes, route.replace(/[/-]/g, ' '));
    throw new KnowledgeError(`no page at ${route}${close.length ? `; close matches: ${close.join(', ')}` : ''}`);
  }
  return { path: route, markdown };
}

/** The text under the heading whose id is `anchor` (the site's heading ids), or under the title: its words within `length` characters, then `…` when cut. */
export function sectionExcerpt(markdown: string, anchor: string, length = 240): string {
  const lines = markdown.split('\n');
  const slugger = new GithubSlugger();
  let start = lines.findIndex((line) => line.startsWith('# ')) + 1;
  if (anchor) {
    let inCode = false;
    for (const [index, line] of lines.entries()) {
      if (line.startsWith('```')) inCode = !inCode;
      const heading = !inCode && /^#{2,3} (.+)$/.exec(line);
      if (heading && slugger.slug(heading[1].replace(/[`*_]/g, '')) === anchor) {
        start = index + 1;
        break;
      }
    }
  }
  const body: string[] = [];
  for (const line of lines.slice(start)) {
    if (/^#{1,3} /.test(line) && body.length) break;
    if (line.startsWith('```') || line.startsWith('**Demo:')) break;
    if (line.trim()) body.push(line.trim());
  }
  const text = body.join(' ');
  // Cut at the last word boundary within `length`, then mark the cut.
  return text.length > length ? `${text.slice(0, length).replace(/\s+\S*$/, '')}…` : text;
}

/** Product ids a tool accepts. */
export const PRODUCT_IDS = Object.keys(PRODUCTS).filter((id) => id !== 'docs') as ProductId[];

/**
 * The site's search for `query`, best first, optionally within one product, with excerpts.
 * @throws KnowledgeError for an empty query.
 */
export async function searchDocs(knowledge: Knowledge, query: string, product?: ProductId, limit = 10): Promise<DocsHit[]> {
  if (!query.trim()) throw new KnowledgeError('the query is empty: say what to look for');
  const hits = searchSite(knowledge.indexes, query, 200).filter(
    (hit) => !product || hit.productId === product || (product === 'x' && hit.productId.startsWith('x-')),
  );
  return Promise.all(
    hits.slice(0, limit).map(async (hit) => {
      const [route, anchor = ''] = hit.url.split('#');
      const markdown = await readFile(path.join(knowledge.outDir, route, 'index.md'), 'utf8').catch(() => '');
      return { ...hit, absoluteUrl: new URL(hit.url, knowledge.origin).href, excerpt: hit.kind === 'prop' ? '' : sectionExcerpt(markdown, anchor) };
    }),
  );
}

/** Names among `candidates` close to `name`: same words, prefixes or one or two typos; at most five. */
export function closeMatches(candidates: readonly string[], name: string): string[] {
  const index = new MiniSearch<{ id: number; name: string; words: string }>({ fields: ['name', 'words'], storeFields: ['name'] });
  index.addAll(candidates.map((candidate, id) => ({ id, name: candidate, words: candidate.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[/-]/g, ' ') })));
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2');
  return index
    .search(words, { prefix: true, fuzzy: 0.3, combineWith: 'OR' })
    .slice(0, 5)
    .map((result) => result.name as string);
}

/**
 * The API record of component `name` (as exported: `Button`, `DataGridPro`), in `product` when
 * given; the first product's when several have it (Material UI before Joy UI).
 * @throws KnowledgeError naming close matches when there is no such component.
 */
export function componentApi(knowledge: Knowledge, name: string, product?: ProductId): ApiRecord {
  const inProduct = knowledge.api.filter((record) => !product || record.productId === product);
  const found = inProduct.find((record) => record.name === name) ?? inProduct.find((record) => record.name.toLowerCase() === name.toLowerCase());
  if (found) return found;
  const close = closeMatches([...new Set(inProduct.map((record) => record.name))], name);
  throw new KnowledgeError(`no component ${name}${product ? ` in ${product}` : ''}${close.length ? `; close matches: ${close.join(', ')}` : ''}`);
}

/** The components of `product`, by name, with their guide pages and API page. */
export function listComponents(knowledge: Knowledge, product: ProductId): Array<{ name: string; package: string; apiUrl: string; guides: string[] }> {
  return knowledge.api
    .filter((record) => record.productId === product)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((record) => ({
      name: record.name,
      package: record.package,
      apiUrl: new URL(record.route, knowledge.origin).href,
      guides: record.demos.map((demo) => new URL(demo.href, knowledge.origin).href),
    }));
}

/** Plain text of description HTML from a package (tags dropped, entities read). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
