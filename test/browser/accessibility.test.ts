import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { auditAxe } from '../support/gates';
import { gateRoutes, isApiRoute, sitemapRoutes } from '../support/sitemap';

const baseUrl = inject('baseUrl');
const newPage = useBrowser();
const audit = (context: Parameters<typeof auditAxe>[0], routes: string[]) => auditAxe(context, baseUrl, routes);

describe('accessibility: axe-core, WCAG 2.2 A/AA on every hand-written page and a sample of API pages', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`finds no violation in ${colorScheme} mode`, async () => {
      const { context } = await newPage({ colorScheme });
      const all = await sitemapRoutes(baseUrl);
      const routes = gateRoutes(all);
      expect(all.length).toBeGreaterThan(400);
      expect(routes.filter((route) => !isApiRoute(route))).toEqual(all.filter((route) => !isApiRoute(route)));
      expect(await audit(context, routes)).toEqual([]);
    }, 900_000);
  }

  it('finds no violation on a phone viewport (guide pages, ads in the image layout)', async () => {
    const { context } = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addInitScript(() => sessionStorage.setItem('docs-ad-shape', 'image'));
    // Every third guide page: the phone layout is the shell's, the same on every page.
    const routes = (await sitemapRoutes(baseUrl)).filter((route, index) => !isApiRoute(route) && index % 3 === 0);
    expect(await audit(context, routes)).toEqual([]);
  }, 600_000);
});
