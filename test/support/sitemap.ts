import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sitemapPathnames } from '../../cli/pipeline/sitemap';

/** Routes of the served site, from its sitemap. */
export async function sitemapRoutes(baseUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return sitemapPathnames(xml);
}

/**
 * Routes of the site built in `siteDir`, from its `sitemap.xml`. Synchronous, so that a test can
 * size its bound from the pages it will visit when it is declared.
 * @throws when the folder holds no sitemap.
 */
export function builtRoutes(siteDir: string): string[] {
  return sitemapPathnames(readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8'));
}

/** True for API reference routes (one generated template). */
export const isApiRoute = (route: string) => /\/api\//.test(route);

/** API routes every gate audits, whatever the sample: the most-read generated pages. */
const API_ALWAYS = ['/material-ui/api/button/', '/joy-ui/api/button/', '/x/api/data-grid/data-grid/', '/x/api/date-pickers/date-picker/', '/system/api/box/'];

/** True for the pages written by hand or with a template of their own (everything but API pages): the gates' written pages. */
export const isWritten = (route: string) => !isApiRoute(route);

/** Of the written pages, one in this many is audited in each colour mode by the full run. */
export const AUDIT_STRIDE = 8;

/** Of the written pages, one in this many is audited on a phone viewport (the shell's layout, the same on every page). */
const PHONE_AUDIT_STRIDE = 16;

/** The written pages the phone audit takes: every {@link PHONE_AUDIT_STRIDE}-th in sitemap order. */
export function phoneAuditRoutes(routes: string[]): string[] {
  return routes.filter(isWritten).filter((_, index) => index % PHONE_AUDIT_STRIDE === 0);
}

/** Of the API pages, one in this many is audited in each colour mode (plus the most-read ones). */
export const API_AUDIT_STRIDE = 24;

/**
 * The written pages (guides, blog, generated pages) the full run audits in one colour mode:
 * every {@link AUDIT_STRIDE}-th in sitemap order, `0` (light) from the first page and `1` (dark)
 * from the middle of each stride, so the two modes see different pages and together a quarter of
 * them, spread over every section; plus every {@link API_AUDIT_STRIDE}-th API page and the
 * most-read ones (one template filled by one extractor, whose data the API cross-check verifies
 * for every page without a browser). Every page was
 * audited in both modes by `check:page` before it joined its tree; this run guards against
 * regressions from shared code, which show on any page of a kind. Deterministic, so a failure
 * reproduces.
 */
export function alternateRoutes(routes: string[], half: 0 | 1): string[] {
  const written = routes.filter(isWritten).filter((_, index) => index % AUDIT_STRIDE === (half * AUDIT_STRIDE) / 2);
  return [...written, ...gateRoutes(routes, API_AUDIT_STRIDE).filter(isApiRoute)];
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
