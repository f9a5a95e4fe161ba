/**
 * Per-file browser fixture: one Chromium for the file, a fresh context per test, and a record
 * of every request host and page error of the context's pages.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium } from './chromium';
import { isUnlicensedNotice, namingRoute } from './gates';

/** A page with what it did: requests by host, console errors (but MUI X's unlicensed notice) and uncaught exceptions. */
export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  hosts: Set<string>;
  errors: string[];
  /** URLs of scripts requested. */
  scripts: string[];
}

/** Registers hooks for one Chromium per test file; returns a factory of tracked pages. */
export function setupBrowser(): (options?: BrowserContextOptions) => Promise<TrackedPage> {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async (options = {}) => {
    const context = await browser.newContext(options);
    contexts.push(context);
    const page = await context.newPage();
    const tracked: TrackedPage = { page, context, hosts: new Set(), errors: [], scripts: [] };
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http')) tracked.hosts.add(url.hostname);
      if (request.resourceType() === 'script') tracked.scripts.push(url.pathname);
    });
    // Every page of the context, the first and those a gate opens later, reports into the same record.
    const track = (each: Page) => {
      each.on('pageerror', (error) => tracked.errors.push(String(error)));
      each.on('console', (message) => {
        if (message.type() === 'error' && !isUnlicensedNotice(message.text())) tracked.errors.push(message.text());
      });
    };
    track(page);
    context.on('page', (other) => other !== page && track(other));
    return tracked;
  };
}

/**
 * Time one page may take in one tab, ms: its load, the waits until it settles, and a gate's
 * checks (axe, a scroll through its demos). A quiet 2-core machine needs 1 to 3 s; the rest is
 * room for a machine several times slower, or one loaded by a build beside the tests.
 */
const PAGE_BUDGET_MS = 20_000;

/** Time a visiting test needs before its first page, ms: opening its contexts and tabs. */
const START_BUDGET_MS = 60_000;

/**
 * The bound of a test that visits `pages` pages `tabs` at a time, ms: {@link PAGE_BUDGET_MS}
 * for each page a tab takes in turn, after {@link START_BUDGET_MS}. It grows with the content,
 * where a blanket timeout would one day cut a gate short.
 */
export function visitBound(pages: number, tabs = 1): number {
  return START_BUDGET_MS + Math.ceil(pages / tabs) * PAGE_BUDGET_MS;
}

/**
 * Visits `routes` in `tabs.length` tabs at once, each tab taking every n-th route in turn; most
 * of a visit is waiting on the network, so a few tabs cut the wall time of a sitemap-wide gate.
 * @throws the first error `visit` throws, its message prefixed with the route it was visiting
 *   (the other tabs finish their current route first).
 */
export async function visitInTabs(tabs: readonly TrackedPage[], routes: readonly string[], visit: (page: Page, route: string) => Promise<void>): Promise<void> {
  await Promise.all(
    tabs.map(async ({ page }, tab) => {
      for (let index = tab; index < routes.length; index += tabs.length) {
        const route = routes[index];
        await visit(page, route).catch((error: Error) => {
          throw namingRoute(error, route);
        });
      }
    }),
  );
}
