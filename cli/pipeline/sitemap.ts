/** `sitemap.xml` listing every page of the site against the configured origin. */
export function sitemapXml(origin: string, routes: string[]): string {
  const urls = routes.map((route) => `  <url><loc>${new URL(route, origin).href}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Pathnames of the pages a `sitemap.xml` lists, in its order (the inverse of {@link sitemapXml}). */
export function sitemapPathnames(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** Routes listed in a sitemap: every page but the 404 document. */
export function sitemapRoutes(routes: string[]): string[] {
  return routes.filter((route) => route.endsWith('/'));
}
