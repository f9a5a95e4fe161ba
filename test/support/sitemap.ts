/** Routes of the served site, from its sitemap. */
export async function sitemapRoutes(baseUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** True for API reference routes (one generated template). */
export const isApiRoute = (route: string) => /\/api\//.test(route);
