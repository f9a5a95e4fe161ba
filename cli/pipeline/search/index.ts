/**
 * Builds the search indexes from the rendered site: each page, each h2/h3 section of its HTML,
 * and each prop of each API page, with text truncated to keep them small. They are sharded so
 * the first query stays cheap at any size: one small index of every page (titles, keywords
 * such as an API page's theme key and class names, the description) loads when the dialog
 * opens, and one index per product of sections and props loads right after.
 */
import { PAGE_KINDS } from '../model/page-kinds';
import type { SitePage } from '../model/site';
import type { ProductId } from '../../../runtime/products/products';
import { createIndex, type SearchDoc } from '../../../runtime/search/search';
import { htmlText } from './text';
import type { GridReference } from '../../../runtime/api/grid-types';
import { gridReferenceDocs } from '../api/grid-pages';

/** Longest text kept per document, characters. */
const TEXT_LIMIT = 600;

/**
 * A page's documents: the page itself, then one per h2/h3 section of its Markdown and one per
 * row of the grid reference tables it places; an API page's, one per prop, property or method.
 */
export function pageDocs(page: SitePage, nextId: () => number, grid?: GridReference): SearchDoc[] {
  const base = { page: page.title, productId: page.productId, keywords: '' };
  const keywords = page.title.replace(/\s+/g, '');
  if (page.gridInterface) {
    const record = page.gridInterface;
    const members = record.methodGroups
      ? (grid?.methodGroups ?? [])
          .filter((group) => record.methodGroups!.includes(group.name))
          .flatMap((group) => group.methods.map((method) => ({ method, group: group.name })))
      : record.properties.map((method) => ({ method, group: '' }));
    return [
      {
        id: nextId(),
        kind: 'page',
        title: page.title,
        url: page.route,
        text: `${record.name} ${htmlText(record.description)}`.slice(0, TEXT_LIMIT),
        ...base,
        keywords: `${keywords} ${record.name}`,
      },
      ...members.map(({ method, group }) => ({
        id: nextId(),
        kind: 'prop' as const,
        title: method.name,
        url: `${page.route}#${record.methodGroups ? 'method' : 'prop'}-${method.name}`,
        text: `${group || record.name} ${htmlText(method.description)}`.slice(0, 160),
        ...base,
      })),
    ];
  }
  if (page.api) {
    const api = page.api;
    // `MuiButton` and `.MuiButton-root` lead here: the theme key and root class in the page
    // document, every class name in a "CSS classes" document.
    const classNames = api.classes.filter((entry) => !entry.isState).map((entry) => entry.className);
    const names = [api.themeKey, classNames.find((name) => name.endsWith('-root'))].filter(Boolean).join(' ');
    return [
      {
        id: nextId(),
        kind: 'page',
        title: page.title,
        url: page.route,
        text: `${api.name} ${api.package} ${htmlText(api.description)}`.slice(0, TEXT_LIMIT),
        ...base,
        keywords: `${keywords} ${names}`,
      },
      ...api.props.map((prop) => ({
        id: nextId(),
        kind: 'prop' as const,
        title: prop.name,
        url: `${page.route}#prop-${prop.name}`,
        text: `${api.name} ${htmlText(prop.description)}`.slice(0, 160),
        ...base,
      })),
      ...(classNames.length
        ? [
            {
              id: nextId(),
              kind: 'section' as const,
              title: 'CSS classes',
              url: `${page.route}#classes`,
              text: `${api.name} ${classNames.join(' ')}`,
              ...base,
              keywords: names,
            },
          ]
        : []),
    ];
  }
  const html = page.markdown?.html ?? '';
  const parts = html.split(/(?=<h[23] id=")/);
  const docs: SearchDoc[] = [
    {
      id: nextId(),
      kind: 'page',
      title: page.title,
      url: page.route,
      text: `${page.description} ${htmlText(parts[0])}`.slice(0, TEXT_LIMIT),
      ...base,
      keywords,
    },
  ];
  for (const part of parts.slice(1)) {
    const [, id, heading] = /^<h[23] id="([^"]+)">([\s\S]*?)<\/h[23]>/.exec(part) ?? [];
    if (!id) continue;
    docs.push({
      id: nextId(),
      kind: 'section',
      title: htmlText(heading.replace(/<a class="anchor-link"[\s\S]*?<\/a>/, '')),
      url: `${page.route}#${id}`,
      text: htmlText(part.slice(part.indexOf('</h') + 5)).slice(0, TEXT_LIMIT),
      ...base,
    });
  }
  docs.push(...gridReferenceDocs(grid, page.markdown?.gridReferences ?? [], page.sourceFile ?? page.route, { ...base, route: page.route }, nextId));
  return docs;
}

/** Longest text of a page document in the first tier, characters. */
const PAGE_TEXT_LIMIT = 200;

/** The serialised search indexes: the first tier (pages) and one shard per product. */
export interface SearchIndexes {
  pages: string;
  shards: Map<ProductId, string>;
  documents: number;
}

/** Builds the indexes of every searchable page (guides, API pages, blog posts), with the grid reference's rows. */
export function buildSearchIndex(pages: readonly SitePage[], grid?: GridReference): SearchIndexes {
  let id = 0;
  const docs = pages.filter((page) => PAGE_KINDS[page.kind].search).flatMap((page) => pageDocs(page, () => (id += 1), grid));
  const first = createIndex();
  first.addAll(docs.filter((doc) => doc.kind === 'page').map((doc) => ({ ...doc, text: doc.text.slice(0, PAGE_TEXT_LIMIT) })));
  const byProduct = new Map<ProductId, SearchDoc[]>();
  for (const doc of docs) if (doc.kind !== 'page') byProduct.set(doc.productId, [...(byProduct.get(doc.productId) ?? []), doc]);
  const shards = new Map(
    [...byProduct].map(([productId, productDocs]) => {
      const index = createIndex();
      index.addAll(productDocs);
      return [productId, JSON.stringify(index)] as const;
    }),
  );
  return { pages: JSON.stringify(first), shards, documents: docs.length };
}
