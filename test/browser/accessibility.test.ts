import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { gateRoutes, isApiRoute, sitemapRoutes } from '../support/sitemap';

const baseUrl = inject('baseUrl');
const newPage = useBrowser();
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.2 A and AA, and the 2.0/2.1 rules they include. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Runs axe on each route with two tabs at a time; returns `route: rule (count)` per violation. */
async function audit(context: BrowserContext, routes: string[]): Promise<string[]> {
  const queue = [...routes];
  const violations: string[] = [];
  const worker = async () => {
    const page = await context.newPage();
    for (let route = queue.shift(); route; route = queue.shift()) {
      await page.goto(`${baseUrl}${route}`);
      // Audit guide pages with their ad in place (the fake network answers within one poll).
      await page.waitForSelector('[data-ad-slot]:not([data-ad-state="checking"]), body:not(:has([data-ad-slot]))', { state: 'attached' });
      await page.addScriptTag({ content: AXE });
      const result = await page.evaluate(
        (tags) => (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
        TAGS,
      );
      violations.push(...result.violations.map((v) => `${route}: ${v.id} (${v.nodes.length}) at ${v.nodes[0].target.join(' ')}`));
    }
    await page.close();
  };
  await Promise.all([worker(), worker()]);
  return violations;
}

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
