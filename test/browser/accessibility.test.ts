import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { isApiRoute, sitemapRoutes } from '../support/sitemap';

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
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      await page.addScriptTag({ content: AXE });
      const result = await page.evaluate(
        (tags) => (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
        TAGS,
      );
      violations.push(...result.violations.map((v) => `${route}: ${v.id} (${v.nodes.length}) at ${v.nodes[0].target.join(' ')}`));
    }
    await page.close();
  };
  await Promise.all([worker(), worker()]);
  return violations;
}

/**
 * Every guide page, and a fixed sample of the API pages: they are one generated template, and
 * axe on all 387 takes over five minutes on two cores. Their HTML is validated in full
 * (site-quality.test.ts).
 */
async function routesWithApiSample(every: number): Promise<string[]> {
  const routes = await sitemapRoutes(baseUrl);
  return [...routes.filter((route) => !isApiRoute(route)), ...routes.filter(isApiRoute).filter((_, index) => index % every === 0)];
}

describe('accessibility: axe-core, WCAG 2.2 A/AA (issue 9)', () => {
  it('finds no violation in light mode', async () => {
    const { context } = await newPage({ colorScheme: 'light' });
    expect(await audit(context, await routesWithApiSample(5))).toEqual([]);
  }, 300_000);

  it('finds no violation in dark mode', async () => {
    const { context } = await newPage({ colorScheme: 'dark' });
    expect(await audit(context, await routesWithApiSample(10))).toEqual([]);
  }, 300_000);
});
