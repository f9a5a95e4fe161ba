import { describe, expect, inject, it } from 'vitest';
import { setupBrowser, visitBound } from '../support/browser';
import { AUDIT_TABS, auditAxe } from '../support/gates';
import { alternateRoutes, AUDIT_STRIDE, builtRoutes, isWritten, phoneAuditRoutes, sitemapRoutes } from '../support/sitemap';

const baseUrl = inject('baseUrl');
const newPage = setupBrowser();
/** The built site's routes, to size each test's bound from the pages it audits. */
const BUILT = builtRoutes(inject('siteDir'));

/** Pages with many highlighted code blocks, whose colours come from the code themes (both modes). */
const CODE_PAGES = [
  '/material-ui/getting-started/installation/',
  '/material-ui/getting-started/usage/',
  '/material-ui/react-button/',
  '/material-ui/api/button/',
  '/system/getting-started/the-sx-prop/',
];

describe('accessibility: axe-core, WCAG 2.2 A/AA on a spread of the written pages (one colour mode each) and a sample of API pages', () => {
  for (const [half, colorScheme] of [
    [0, 'light'],
    [1, 'dark'],
  ] as const) {
    it(`finds no violation in ${colorScheme} mode on its share of the pages`, {
      timeout: visitBound(alternateRoutes(BUILT, half).length, AUDIT_TABS),
    }, async () => {
      const { context } = await newPage({ colorScheme });
      const all = await sitemapRoutes(baseUrl);
      expect(all.length).toBeGreaterThan(400);
      const routes = alternateRoutes(all, half);
      // The two modes audit different pages, together two in every stride of the written ones.
      const written = all.filter(isWritten);
      const audited = new Set([...alternateRoutes(all, 0), ...alternateRoutes(all, 1)].filter(isWritten));
      expect(audited.size).toBe(written.filter((_, index) => index % (AUDIT_STRIDE / 2) === 0).length);
      expect(await auditAxe(context, baseUrl, routes, { exclude: ['pre.shiki'] })).toEqual([]);
    });
  }

  it('finds no violation in highlighted code, in either mode', { timeout: visitBound(2 * CODE_PAGES.length, AUDIT_TABS) }, async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context } = await newPage({ colorScheme });
      expect(await auditAxe(context, baseUrl, CODE_PAGES)).toEqual([]);
    }
  });

  it('finds no violation on a phone viewport (guide pages, ads in the image layout)', {
    timeout: visitBound(phoneAuditRoutes(BUILT).length, AUDIT_TABS),
  }, async () => {
    const { context } = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addInitScript(() => sessionStorage.setItem('docs-ad-shape', 'image'));
    const routes = phoneAuditRoutes(await sitemapRoutes(baseUrl));
    expect(await auditAxe(context, baseUrl, routes)).toEqual([]);
  });
});
