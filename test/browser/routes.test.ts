import { describe, expect, inject, it } from 'vitest';
import materialTree from '../../content/nav/material-ui';
import type { PageTree } from '../../runtime/page-tree/types';
import { setupBrowser, visitBound, visitInTabs } from '../support/browser';
import { scrollThrough } from '../support/gates';
import { builtRoutes, isApiRoute, sitemapRoutes as sitemap } from '../support/sitemap';

const baseUrl = inject('baseUrl');
const newPage = setupBrowser();

/** Tabs visiting pages at once. */
const TABS = 4;

const sitemapRoutes = () => sitemap(baseUrl);
/** Of the API pages, the sample loaded in a browser: one in this many. */
const API_SAMPLE_STRIDE = 25;
const apiSample = (routes: string[]) => routes.filter(isApiRoute).filter((_, index) => index % API_SAMPLE_STRIDE === 0);

describe('every page of the sitemap', () => {
  it('lists every product, the blog and the size snapshot', async () => {
    const routes = await sitemapRoutes();
    for (const route of [
      '/',
      '/material-ui/getting-started/installation/',
      '/material-ui/getting-started/usage/',
      '/material-ui/react-button/',
      '/material-ui/react-text-field/',
      '/material-ui/react-checkbox/',
      '/material-ui/react-dialog/',
      '/material-ui/react-tabs/',
      '/material-ui/react-autocomplete/',
      '/joy-ui/getting-started/',
      '/joy-ui/react-button/',
      '/system/getting-started/',
      '/system/react-box/',
      '/x/react-data-grid/',
      '/x/react-date-pickers/',
      '/experiments/docs/',
      '/blog/',
      '/size-snapshot/',
    ]) {
      expect(routes).toContain(route);
    }
    expect(routes.some((route) => route.startsWith('/blog/') && route !== '/blog/')).toBe(true);
  });

  it('answers 200 with exactly one h1 on every route', async () => {
    const routes = await sitemapRoutes();
    expect(routes.length).toBeGreaterThan(300);
    const results = await Promise.all(
      routes.map(async (route) => {
        const response = await fetch(`${baseUrl}${route}`);
        const html = await response.text();
        return `${route} ${response.status} ${html.match(/<h1[\s>]/g)?.length ?? 0}`;
      }),
    );
    expect(results.filter((result) => !result.endsWith(' 200 1'))).toEqual([]);
  });

  // Written pages load, scroll and report errors in the page-weight test's single visit.
  it('loads a sample of API pages with no errors and no request off 127.0.0.1', {
    timeout: visitBound(apiSample(builtRoutes(inject('siteDir'))).length, TABS),
  }, async () => {
    const routes = apiSample(await sitemapRoutes());
    expect(routes.length).toBeGreaterThan(10);
    const tabs = await Promise.all(Array.from({ length: TABS }, () => newPage()));
    await visitInTabs(tabs, routes, async (page, route) => {
      const response = await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
      expect(response?.status(), route).toBe(200);
      expect(await page.locator('h1').count(), route).toBe(1);
      await scrollThrough(page);
    });
    expect(tabs.flatMap((tab) => tab.errors)).toEqual([]);
    expect([...new Set(tabs.flatMap((tab) => [...tab.hosts]))]).toEqual(['127.0.0.1']);
  });

  it('pictures every Material UI component in the gallery, which /material-ui/components/ leads to', async () => {
    const html = await (await fetch(`${baseUrl}/material-ui/all-components/`)).text();
    const cards = html.match(/<li class="[^"]+"><div class="[^"]+" aria-hidden="true"><div inert="">|<li class="[^"]+"><div class="[^"]+"><h3>/g) ?? [];
    const pictured = cards.filter((card) => card.includes('inert'));
    // A card for every page of the Components section of the page tree, nearly all pictured.
    const tree: PageTree = materialTree;
    const section = tree.find((entry) => entry.pathname === '/material-ui/components')!;
    const pages = section.children!.flatMap((group) => group.children ?? []).filter((entry) => !entry.linkProps);
    expect(cards.length).toBe(pages.length);
    expect(pictured.length).toBeGreaterThan(cards.length * 0.9);
    const redirect = await fetch(`${baseUrl}/material-ui/components/`);
    expect(redirect.url + (await redirect.text())).toContain('/material-ui/all-components/');
  });

  it('answers an unknown path with the 404 page', async () => {
    const { page } = await newPage();
    const response = await page.goto(`${baseUrl}/material-ui/react-nothing/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
  });
});
