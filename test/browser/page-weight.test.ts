import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { RouteSize } from '../../templates/shell/pages/SizeSnapshot';
import { setupBrowser, visitBound, visitInTabs } from '../support/browser';
import { budgetBytes, budgetExceptions, routeType } from '../support/budgets';
import { firstViewJs, scrollThrough } from '../support/gates';
import { builtRoutes, isApiRoute, isWritten, sitemapRoutes } from '../support/sitemap';

const baseUrl = inject('baseUrl');
const siteDir = inject('siteDir');
const newPage = setupBrowser();
/**
 * Tabs measuring at once: a visit mostly waits for its page to stay settled (twice 500 ms), so a
 * few tabs overlap those waits. Not more: eight took 30 % less wall time on a fast machine but
 * 20 % more CPU (each page's grows with the tabs beside it), which a CPU-bound machine pays.
 */
const TABS = 4;
/** Pages the sitemap-wide visit takes: every written page. */
const WRITTEN = builtRoutes(siteDir).filter(isWritten).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('page weight budgets (budgets.json)', () => {
  it('explains every exception with a reason and a plan', () => {
    for (const [route, exception] of Object.entries(budgetExceptions)) {
      expect(exception.reason.length, route).toBeGreaterThan(20);
      expect(exception.plan.length, route).toBeGreaterThan(20);
    }
  });

  // One visit per written page serves two gates: the first view's weight is read once the page
  // is idle, then the page scrolls to its end so every demo hydrates, and its console errors and
  // request hosts are collected (the routes test loads the API sample the same way).
  it('keeps the JavaScript each page loads on first view, on a phone, within its budget, and loads every demo with no error and no request off 127.0.0.1', {
    timeout: visitBound(WRITTEN, TABS),
  }, async () => {
    const tabs = await Promise.all(Array.from({ length: TABS }, () => newPage({ viewport: { width: 390, height: 844 } })));
    const routes = (await sitemapRoutes(baseUrl)).filter(isWritten);
    expect(routes.length).toBeGreaterThan(300);
    const overages: string[] = [];
    await visitInTabs(tabs, routes, async (page, route) => {
      const { bytes, demos, status, headings } = await firstViewJs(page, `${baseUrl}${route}`);
      expect(`${status} ${headings}`, route).toBe('200 1');
      const type = routeType(route, demos);
      const budget = budgetBytes(route, type);
      if (bytes > budget) overages.push(`${route} (${type}): ${kb(bytes)} is ${kb(bytes - budget)} over ${kb(budget)}`);
      await scrollThrough(page);
    });
    expect(overages.sort()).toEqual([]);
    expect(tabs.flatMap((tab) => tab.errors)).toEqual([]);
    expect([...new Set(tabs.flatMap((tab) => [...tab.hosts]))]).toEqual(['127.0.0.1']);
  });

  it('keeps every API page within its budget, from the build size snapshot', async () => {
    const sizes = JSON.parse(await readFile(path.join(siteDir, 'size-snapshot.json'), 'utf8')) as RouteSize[];
    const api = sizes.filter((size) => isApiRoute(size.route));
    expect(api.length).toBeGreaterThan(300);
    const overages = api.filter((size) => size.jsGzipBytes > budgetBytes(size.route, 'api')).map((size) => `${size.route}: ${kb(size.jsGzipBytes)}`);
    expect(overages).toEqual([]);
  });
});
