import { sitemapPathnames } from '../../cli/pipeline/sitemap';

/** Routes of the served site, from its sitemap. */
export async function sitemapRoutes(baseUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return sitemapPathnames(xml);
}

/** True for API reference routes (one generated template). */
export const isApiRoute = (route: string) => /\/api\//.test(route);

/** API routes every gate audits, whatever the sample: the most-read generated pages. */
const API_ALWAYS = ['/material-ui/api/button/', '/joy-ui/api/button/', '/x/api/data-grid/data-grid/', '/x/api/date-pickers/date-picker/', '/system/api/box/'];

/** True for the pages written by hand or with a template of their own (everything but API pages). */
const isWritten = (route: string) => !isApiRoute(route);

/**
 * The half of the written pages (guides, blog, generated pages) audited in one colour mode:
 * `0` the even positions in sitemap order, `1` the odd ones, so every written page gets one
 * full audit and the two modes split the cost; plus the API sample of {@link gateRoutes}.
 * Deterministic, so a failure reproduces.
 */
export function alternateRoutes(routes: string[], half: 0 | 1): string[] {
  const written = routes.filter(isWritten).filter((_, index) => index % 2 === half);
  return [...written, ...gateRoutes(routes).filter(isApiRoute)];
}

/**
 * The routes a per-page browser gate audits: every guide page, blog post and generated page
 * (each is written by hand or has its own template), and of the API pages, which all come from
 * one template and one extractor, every `apiEvery`-th in sitemap order plus the most-read ones.
 * Deterministic, so a failure reproduces.
 */
export function gateRoutes(routes: string[], apiEvery = 8): string[] {
  let api = 0;
  return routes.filter((route) => !isApiRoute(route) || API_ALWAYS.includes(route) || api++ % apiEvery === 0);
}
