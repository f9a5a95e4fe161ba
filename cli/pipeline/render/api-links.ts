/**
 * The "API" section that ends a component page: links to the API pages of every component its
 * demos import, in the order the demos first import them, generated from the demos' sources
 * (nothing typed by hand).
 */
import type { TocEntry } from '../content/markdown';
import type { SiteDemo, SitePage } from '../model/site';
import { importedComponents } from '../api/pages';
import { escapeHtml } from './template';

/** Id of the section's heading. */
export const API_SECTION_ID = 'api';

/** API pages by `package:Name`, per list of site pages (one build). */
const indexes = new WeakMap<readonly SitePage[], Map<string, SitePage>>();

function apiIndex(pages: readonly SitePage[]): Map<string, SitePage> {
  let index = indexes.get(pages);
  if (!index) {
    index = new Map(pages.flatMap((page) => (page.api ? [[`${page.api.package}:${page.api.name}`, page] as const] : [])));
    indexes.set(pages, index);
  }
  return index;
}

/** The API pages a page's demos use, first use first. */
export function demoApiPages(demos: readonly SiteDemo[], pages: readonly SitePage[]): SitePage[] {
  const index = apiIndex(pages);
  const found = new Map<string, SitePage>();
  for (const demo of demos) for (const key of importedComponents(demo.source)) if (index.has(key) && !found.has(key)) found.set(key, index.get(key)!);
  return [...found.values()];
}

/** The section's HTML and its table-of-contents entry, or nothing when the demos use no documented component. */
export function apiSection(demos: readonly SiteDemo[], pages: readonly SitePage[]): { html: string; toc: TocEntry } | undefined {
  const linked = demoApiPages(demos, pages);
  if (!linked.length) return undefined;
  const items = linked
    .map((page) => `<li><a href="${page.route}"><code>&lt;${escapeHtml(page.api!.name)} /&gt;</code></a> <span>${escapeHtml(page.api!.package)}</span></li>`)
    .join('');
  return {
    html: `<h2 id="${API_SECTION_ID}">API<a class="anchor-link" aria-hidden="true" tabindex="-1" href="#${API_SECTION_ID}">#</a></h2><p>Every prop, slot and CSS class of the components these demos use:</p><ul>${items}</ul>`,
    toc: { id: API_SECTION_ID, text: 'API', depth: 2 },
  };
}
