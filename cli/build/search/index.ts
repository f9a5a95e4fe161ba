/**
 * Builds the search index (issue 8) from the rendered site: each page, each h2/h3 section of
 * its HTML, and each prop of each API page, with text truncated to keep the index small.
 */
import { PAGE_KINDS } from '../content/page-kinds';
import type { SitePage } from '../content/site';
import { createIndex, type SearchDoc } from '../../../runtime/search/search';

/** Longest text kept per document, characters. */
const TEXT_LIMIT = 600;

/** Plain text of an HTML fragment. */
export function htmlText(html: string): string {
  return html
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x3C;|&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

/** A page's documents: the page itself, then one per h2/h3 section of its Markdown. */
export function pageDocs(page: SitePage, nextId: () => number): SearchDoc[] {
  const base = { page: page.title, productId: page.productId, keywords: '' };
  const keywords = page.title.replace(/\s+/g, '');
  if (page.api) {
    const api = page.api;
    return [
      { id: nextId(), kind: 'page', title: page.title, url: page.route, text: `${api.name} ${api.package} ${htmlText(api.description)}`.slice(0, TEXT_LIMIT), ...base, keywords },
      ...api.props.map((prop) => ({
        id: nextId(),
        kind: 'prop' as const,
        title: prop.name,
        url: `${page.route}#prop-${prop.name}`,
        text: `${api.name} ${htmlText(prop.description)}`.slice(0, 160),
        ...base,
      })),
    ];
  }
  const html = page.markdown?.html ?? '';
  const parts = html.split(/(?=<h[23] id=")/);
  const docs: SearchDoc[] = [
    { id: nextId(), kind: 'page', title: page.title, url: page.route, text: `${page.description} ${htmlText(parts[0])}`.slice(0, TEXT_LIMIT), ...base, keywords },
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
  return docs;
}

/** The serialised index of every searchable page (guides, API pages, blog posts). */
export function buildSearchIndex(pages: readonly SitePage[]): { json: string; documents: number } {
  let id = 0;
  const docs = pages.filter((page) => PAGE_KINDS[page.kind].search).flatMap((page) => pageDocs(page, () => (id += 1)));
  const index = createIndex();
  index.addAll(docs);
  return { json: JSON.stringify(index), documents: docs.length };
}
