/**
 * The per-page quality gates, shared by the browser tests (every page of a full build) and by
 * `npm run check:page` (the pages an author is writing, built alone): axe-core, html-validate,
 * and the internal link and anchor check.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { BrowserContext } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/**
 * Whether a console error is the notice MUI X's Pro and Premium packages print when no licence
 * key is configured (`MUI X: Missing license key.`, from `@mui/x-license`). The tests and page
 * checks build without `DOCS_MUI_X_LICENSE_KEY`, as a reader's unlicensed project runs, so that
 * notice (with the packages' watermark) is the expected state, not a demo's error.
 */
export function isUnlicensedNotice(text: string): boolean {
  // The package frames its notice in a line of asterisks.
  return text.replace(/^[*\s]+/, '').startsWith('MUI X: Missing license key.');
}

/**
 * Removes the watermarks MUI X's Pro and Premium components draw over themselves without a
 * licence key (`@mui/x-license`'s `Watermark`: a div with only an inline style, grey at 62 %
 * opacity, ignoring the pointer, whose text starts "MUI X "). It is the packages' own notice,
 * absent from a licensed site, so audits leave it out. Runs in the page.
 */
export function removeUnlicensedWatermarks(): void {
  for (const element of document.querySelectorAll<HTMLElement>('div[style]')) {
    if (element.style.pointerEvents === 'none' && !element.children.length && element.textContent?.startsWith('MUI X ')) element.remove();
  }
}

/** WCAG 2.2 A and AA, and the 2.0/2.1 rules they include. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type AxeWindow = { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } };

/**
 * Tabs an audit keeps open at once. More overlap the waits (the guide pages' ad settles at its
 * second poll, 500 ms in) and end sooner on a fast machine, but each page's CPU grows with the
 * tabs beside it: four took the accessibility file's renderers 154 CPU-s against 127 with two,
 * which a CPU-bound machine (CI's) pays in wall time.
 */
export const AUDIT_TABS = 2;

/** `error` with `route` leading its message, unless the message already names it (a timeout names no page by itself). */
export function namingRoute(error: Error, route: string): Error {
  if (!error.message.includes(route)) error.message = `${route}: ${error.message}`;
  return error;
}

/**
 * Runs axe on each route of `baseUrl` with {@link AUDIT_TABS} tabs at a time, each page
 * audited with its ad in place. With `hydrate`, every demo island is scrolled into view and
 * awaited first, so the audit also sees what the demos render once they are live. `exclude`: CSS selectors of parts
 * removed before the audit (the full run leaves out highlighted code, whose colours are the
 * code themes', audited on a few pages of their own). `inspect` runs on each page once it is
 * ready and before axe, so a gate that needs the same page loaded checks it in the same visit.
 * @returns one line per violation: `route: rule (count) at selector`.
 * @throws what `inspect` throws, its message led by the route.
 */
export async function auditAxe(
  context: BrowserContext,
  baseUrl: string,
  routes: string[],
  {
    hydrate = false,
    exclude = [] as string[],
    inspect,
  }: { hydrate?: boolean; exclude?: string[]; inspect?: (page: import('playwright-core').Page, route: string) => Promise<void> } = {},
): Promise<string[]> {
  const queue = [...routes];
  const violations: string[] = [];
  const worker = async () => {
    const page = await context.newPage();
    for (let route = queue.shift(); route; route = queue.shift()) {
      await page.goto(`${baseUrl}${route}`);
      // Audit guide pages with their ad in place (the fake network answers within one poll).
      await page.waitForSelector('[data-ad-slot]:not([data-ad-state="checking"]), body:not(:has([data-ad-slot]))', { state: 'attached' });
      if (hydrate) await hydrateDemos(page);
      // A template's preview document renders the template in the browser: audit it once it has.
      await page.waitForSelector('#demo-root[data-hydrated], body:not(:has(#demo-root))', { state: 'attached' });
      await inspect?.(page, route).catch((error: Error) => {
        throw namingRoute(error, route);
      });
      // Evaluated through the DevTools protocol: the pages' Content-Security-Policy allows no inline script tag of ours.
      await page.evaluate(AXE);
      // Removed rather than excluded from axe's context, so page-level rules (title, landmarks) still run.
      if (exclude.length) await page.evaluate((selectors) => document.querySelectorAll(selectors.join(', ')).forEach((element) => element.remove()), exclude);
      await page.evaluate(removeUnlicensedWatermarks);
      const result = await page.evaluate(
        (tags) => (window as unknown as AxeWindow).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
        AXE_TAGS,
      );
      violations.push(
        ...result.violations.map((v) => `${route}: ${v.id} (${v.nodes.length}) at ${v.nodes[0].target.join(' ')}${hydrate ? ` — ${v.help}` : ''}`),
      );
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: AUDIT_TABS }, worker));
  return violations;
}

/**
 * Scrolls every visible demo island of the page into view (pointing at those that wait for the
 * reader) and waits until each has hydrated.
 * @throws Error naming the demo when one does not hydrate within `timeoutMs` (ms) or fails.
 */
export async function hydrateDemos(page: import('playwright-core').Page, timeoutMs = 15_000): Promise<void> {
  const islands = page.locator('[data-island^="demos/"]');
  for (let index = 0; index < (await islands.count()); index += 1) {
    const island = islands.nth(index);
    // A styling variant the reader has not chosen is hidden (display: none) and never hydrates.
    if (await island.isVisible()) await hydrateIsland(island, timeoutMs);
  }
}

/**
 * Brings one demo island to life as a reader would: scrolls it into view, points at it when it
 * waits for the reader (`interaction`, or `scroll` when it was in view at load), and waits until
 * it has hydrated. `demo` is the island or its demo box (`#demo-BasicButtons`).
 * @throws Error naming the demo when it does not hydrate within `timeoutMs` (ms) or fails.
 */
export async function hydrateIsland(demo: import('playwright-core').Locator, timeoutMs = 15_000): Promise<void> {
  const island = demo.locator('xpath=descendant-or-self::*[starts-with(@data-island, "demos/")]').first();
  await island.scrollIntoViewIfNeeded();
  if (['interaction', 'scroll'].includes((await island.getAttribute('data-hydrate')) ?? '') && (await island.getAttribute('data-mounting')) === null)
    await island.dispatchEvent('pointerover');
  await island.page().waitForFunction((element) => element?.getAttribute('data-hydrated') !== null, await island.elementHandle(), { timeout: timeoutMs });
  if ((await island.getAttribute('data-hydrated')) === 'error') throw new Error(`demo ${await island.getAttribute('data-island')} failed to hydrate`);
}

/** Offsets of demo previews' contents: markup rendered by the MUI packages, not by us. */
function demoRanges(html: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const match of html.matchAll(/<div[^>]*data-island="demos\/[^"]*"[^>]*>/g)) {
    let depth = 1;
    const tags = /<(\/?)div\b[^>]*>/g;
    tags.lastIndex = match.index + match[0].length;
    for (let tag = tags.exec(html); tag && depth > 0; tag = tags.exec(html)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) ranges.push([match.index, tag.index]);
    }
  }
  return ranges;
}

function offsetOf(html: string, line: number, column: number): number {
  const lines = html.split('\n');
  return lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + column - 1;
}

/**
 * Validates pages with html-validate (standard and document rules).
 * @param pages site path of each HTML file → its text
 * @returns `errors`: `file:line:column rule: message` outside demo previews; `inDemos`:
 * `file rule: message` inside them (markup the packages render).
 */
export async function validateHtml(pages: Map<string, string>): Promise<{ errors: string[]; inDemos: string[] }> {
  const reports = new Map((await Promise.all(validationShares([...pages]).map(validateInWorker))).flat());
  const errors: string[] = [];
  const inDemos = new Set<string>();
  for (const [file, html] of pages) {
    const messages = reports.get(file)!;
    const ranges = messages.length ? demoRanges(html) : [];
    for (const message of messages) {
      const offset = offsetOf(html, message.line, message.column);
      if (ranges.some(([start, end]) => offset > start && offset < end)) inDemos.add(`${file} ${message.ruleId}: ${message.message}`);
      else errors.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    }
  }
  return { errors, inDemos: [...inDemos] };
}

/** html-validate's configuration for every page: its standard and document rule sets. */
const HTML_VALIDATE_CONFIG = {
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: {
    // Subresource integrity is for third-party files; every script and style here is the site's own.
    'require-sri': 'off',
    // A modal <dialog> (settings) opens with an h2 of the page outline, as is conventional.
    'heading-level': ['error', { sectioningRoots: [] }],
  },
};

/** Pages one validation worker takes at least: below it, starting a worker costs more than it saves. */
const PAGES_PER_WORKER = 50;

/**
 * `pages` dealt into one share per core (fewer for few pages), in turn, so that heavy and light
 * sections of the site spread evenly: validating every page of a full build takes about a
 * minute of one core (70 ms a page).
 */
function validationShares<T>(pages: T[]): T[][] {
  const count = Math.max(1, Math.min(availableParallelism(), Math.ceil(pages.length / PAGES_PER_WORKER)));
  return Array.from({ length: count }, (_, share) => pages.filter((_, index) => index % count === share));
}

/** One html-validate message, as the worker posts it. */
interface ValidationMessage {
  line: number;
  column: number;
  ruleId: string;
  message: string;
}

/**
 * Validates `pages` in a worker thread (`html-validate-worker.mjs`).
 * @throws the worker's error, or an Error when it exits without a report.
 */
function validateInWorker(pages: Array<[string, string]>): Promise<Array<[string, ValidationMessage[]]>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./html-validate-worker.mjs', import.meta.url), { workerData: { config: HTML_VALIDATE_CONFIG, pages } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`html-validate worker exited (code ${code}) before reporting`)));
  });
}

/** The `id` attributes of an HTML text. */
export const htmlIds = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));

/** How the link check resolves what a link points at. */
export interface LinkTargets {
  /** The ids of the page served at a site path (`/a/b/` or `/a/b/index.html`), or undefined when there is no such page. `null`: the page exists but its ids are unknown. */
  idsOf(pathname: string): Set<string> | null | undefined;
  /** True when the site serves a file (script, stylesheet, image, Markdown copy) at this path. */
  hasAsset(pathname: string): Promise<boolean>;
}

/**
 * Checks every internal `href` and `src` of `pages` against `targets`.
 * @param pages site path of each HTML file → its text
 * @returns `broken`: `file: link (reason)`; `external`: absolute URLs of other origins (never fetched).
 */
export async function checkLinks(pages: Map<string, string>, targets: LinkTargets): Promise<{ broken: string[]; external: Set<string> }> {
  const broken: string[] = [];
  const external = new Set<string>();
  for (const [file, html] of pages) {
    const base = new URL(file.replace(/index\.html$/, ''), 'http://site');
    // Attributes of tags only: markup shown as text (`href="…"` in a code block or inline code) is
    // escaped, so it never sits inside a tag.
    const tags = html.replace(/<pre\b[\s\S]*?<\/pre>/g, '').match(/<[a-zA-Z][^>]*>/g) ?? [];
    // `data-src`: a frame's URL until it comes into view (boot's lazy frames), checked like `src`.
    for (const [, attribute, value] of tags.flatMap((tag) => [...tag.matchAll(/\s(href|src|data-src)="([^"]*)"/g)])) {
      const url = new URL(value.replace(/&amp;/g, '&'), base);
      if (url.origin !== 'http://site') {
        external.add(url.href);
        continue;
      }
      const pathname = decodeURIComponent(url.pathname);
      // A `src` ending in a slash is a page shown in a frame (a template's preview): checked as a page.
      if ((attribute !== 'href' && !pathname.endsWith('/')) || /\.(css|js|svg|woff2|xml|txt|json|png|ico|md)$/.test(pathname)) {
        if (!(await targets.hasAsset(pathname))) broken.push(`${file}: ${value}`);
        continue;
      }
      const ids = targets.idsOf(pathname);
      if (ids === undefined) broken.push(`${file}: ${value} (no page)`);
      else if (ids && url.hash && !ids.has(decodeURIComponent(url.hash.slice(1)))) broken.push(`${file}: ${value} (no #${url.hash.slice(1)})`);
    }
  }
  return { broken, external };
}

/** How long a page must stay settled before a gate reads it, ms: no request open and no island mounting. */
export const SETTLED_QUIET_MS = 500;
/**
 * How often a settling page is checked, ms. Each check of its islands is a round trip through
 * the DevTools protocol (the test process, Chromium's browser process and the renderer), so a
 * page that takes long to settle on a loaded machine costs CPU in proportion to the checks.
 */
const SETTLED_POLL_MS = 100;

/**
 * Waits until `page` has settled: no request of any of its frames open (tracked from the
 * page's first load on) and every island that began mounting has hydrated or failed, both
 * without a break for {@link SETTLED_QUIET_MS}. This is what the sitemap-wide gates mean by
 * "loaded"; Playwright's `networkidle` stands in for it badly, since its per-frame bookkeeping
 * can lose the idle state for good when a request starts and ends before `DOMContentLoaded`
 * (seen on pages with several `srcdoc` iframe demos: no request open, and no idle for 30 s).
 * @throws Error naming the requests still open and the islands still mounting after `timeoutMs`.
 */
export async function waitForSettled(page: import('playwright-core').Page, timeoutMs = 60_000): Promise<void> {
  const open = openRequests(page);
  const started = Date.now();
  let quietSince = Date.now();
  for (;;) {
    // While a request is open the page is not settled, whatever its islands do: ask them only when none is.
    const mounting = open.size ? undefined : await page.evaluate(() => document.querySelectorAll('[data-island][data-mounting]:not([data-hydrated])').length);
    const now = Date.now();
    if (open.size || mounting) quietSince = now;
    else if (now - quietSince >= SETTLED_QUIET_MS) return;
    if (now - started > timeoutMs) {
      throw new Error(
        `page did not settle in ${timeoutMs} ms: ${mounting === undefined ? 'islands not counted (requests open)' : `${mounting} islands still mounting`}; requests still open: ${[...open].map((request) => request.url()).join(', ') || 'none'}`,
      );
    }
    // A timer of the test process: waiting costs no message to the browser.
    await sleep(SETTLED_POLL_MS);
  }
}

/**
 * The gzipped JavaScript a page loads on first view, without scrolling (bytes, as transferred),
 * whether it has demos, its HTTP status and its number of `h1` elements, read once the page has
 * loaded and settled (see {@link waitForSettled}).
 */
export async function firstViewJs(
  page: import('playwright-core').Page,
  url: string,
): Promise<{ bytes: number; demos: boolean; status: number | undefined; headings: number }> {
  openRequests(page);
  const response = await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
  await waitForSettled(page);
  const measured = await page.evaluate(() => ({
    bytes: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
    demos: document.querySelectorAll('[data-island^="demos/"]').length > 0,
    headings: document.querySelectorAll('h1').length,
  }));
  return { ...measured, status: response?.status() };
}

/**
 * Brings a loaded page's demos to life as a reader would: points at each island on screen that
 * waits for the reader, scrolls to the end with the mouse wheel (20,000 px), and waits until the
 * page has settled again (see {@link waitForSettled}), so those demos and the ones scrolled into
 * view have hydrated (or failed, into the page's console).
 * @throws Error naming the requests still open and the islands still mounting when it does not settle.
 */
export async function scrollThrough(page: import('playwright-core').Page): Promise<void> {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll<HTMLElement>('[data-hydrate="scroll"]:not([data-mounting])')) {
      const box = island.getBoundingClientRect();
      if (box.bottom > 0 && box.top < innerHeight && box.width > 0) island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }
  });
  await page.mouse.wheel(0, 20_000);
  // The wheel's scroll lands on a later frame: the islands it brings into view start mounting
  // once their observers fire, so let one frame pass before the quiet window starts.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await waitForSettled(page);
}

const tracked = new WeakMap<import('playwright-core').Page, Set<import('playwright-core').Request>>();

/**
 * The requests of `page` under way, from the first call on (kept up to date for the page's
 * life), so that a page whose network never goes idle can say what it waits for.
 */
function openRequests(page: import('playwright-core').Page): Set<import('playwright-core').Request> {
  const known = tracked.get(page);
  if (known) return known;
  const open = new Set<import('playwright-core').Request>();
  const ended = (request: import('playwright-core').Request) => open.delete(request);
  page
    .on('request', (request) => open.add(request))
    .on('requestfinished', ended)
    .on('requestfailed', ended);
  tracked.set(page, open);
  return open;
}
