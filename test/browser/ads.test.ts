/**
 * The ad layer in Chromium: every branch of the flow with a paused clock and a
 * stubbed `Math.random`, the feed against the fake network, sanitising, events and layout shift.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { FAKE_FEED_TIMESTAMP } from '../../cli/stand-ins/ad-network';
import { setupBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const network = inject('adNetworkUrl');
const PROSE = '/material-ui/getting-started/installation/';
const DEMOS = '/material-ui/react-button/';
const T0 = new Date('2026-11-21T10:00:00Z');

interface Setup {
  /** Network script: `blocked` aborts its request, as an ad blocker does. */
  script?: 'ad' | 'backer' | 'none' | 'blocked';
  feed?: string;
  /** The constant every `Math.random()` returns. */
  random?: number;
  /** Layout already chosen earlier in the session. */
  shape?: 'inline' | 'image';
  userAgent?: string;
  /** Make the next ad that renders throw, as a broken ad would. */
  crash?: boolean;
}

const open = setupBrowser();

async function openPage(pathname: string, setup: Setup = {}) {
  const tracked = await open(setup.userAgent ? { userAgent: setup.userAgent } : {});
  const { page, context } = tracked;
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await context.route(`${network}/script.js`, (route) =>
    setup.script === 'blocked' ? route.abort('blockedbyclient') : route.continue({ url: `${network}/script.js?mode=${setup.script ?? 'ad'}` }),
  );
  await context.route(`${network}/feed.json`, (route) => route.continue({ url: `${network}/feed.json?mode=${setup.feed ?? 'good'}` }));
  await page.addInitScript(
    ({ random, shape, crash }) => {
      // A test may change the draw for the next load of the same tab.
      if (random !== undefined) Math.random = () => Number(localStorage.getItem('test-random') ?? random);
      if (shape) sessionStorage.setItem('docs-ad-shape', shape);
      if (crash) {
        Object.defineProperty(HTMLImageElement.prototype, 'decoding', {
          set() {
            throw new Error('broken ad');
          },
        });
      }
      // Every layout shift, with what moved and where from, so a failure says what shifted.
      const shifts: { value: number; moved: string[] }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        }[]) {
          const moved = entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
            const name = node instanceof Element ? `${node.localName}.${node.className}` : String(node?.nodeName);
            return `${name} (${from.x},${from.y} ${from.width}x${from.height}) -> (${to.x},${to.y} ${to.width}x${to.height})`;
          });
          shifts.push({ value: entry.value, moved });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    },
    { random: setup.random, shape: setup.shape, crash: setup.crash },
  );
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(new Date(T0.getTime() + 1000));
  await page.goto(`${baseUrl}${pathname}`);
  return { ...tracked, requests };
}

const slot = (page: Page) => page.locator('[data-ad-slot]');
const state = (page: Page) => slot(page).getAttribute('data-ad-state');
const tries = async (page: Page) => Number(await slot(page).getAttribute('data-ad-tries'));

/** The `ad` events pushed to `dataLayer` so far: [action, label]. */
function adEvents(page: Page): Promise<string[][]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'ad')
      .map((args) => [(args[2] as { eventAction: string }).eventAction, (args[2] as { eventLabel: string }).eventLabel]),
  );
}

/** Expects the page to have had no layout shift since it started loading; a failure lists what moved. */
async function expectNoLayoutShift(page: Page) {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, JSON.stringify(shifts, null, 1)).toBe(0);
}

/** Advances the paused clock poll by poll until the slot has polled `count` times. */
async function pollUntil(page: Page, count: number) {
  while ((await tries(page)) < count) await page.clock.runFor(500);
}

describe('ad slot', () => {
  it('reserves its height under the description before any ad arrives: 142 px, 126 px from sm', async () => {
    const { page } = await openPage(PROSE, { script: 'blocked' });
    await page.setViewportSize({ width: 1200, height: 800 });
    const box = await slot(page).evaluate((element) => {
      const style = getComputedStyle(element);
      return { previous: element.previousElementSibling?.className, minHeight: style.minHeight, marginTop: style.marginTop, marginBottom: style.marginBottom };
    });
    expect(box).toMatchObject({ minHeight: '126px', marginTop: '24px', marginBottom: '24px' });
    expect(
      await page
        .locator('article > p')
        .first()
        .evaluate((element) => element.nextElementSibling?.hasAttribute('data-ad-slot')),
    ).toBe(true);
    await page.setViewportSize({ width: 400, height: 800 });
    expect(await slot(page).evaluate((element) => getComputedStyle(element).minHeight)).toBe('142px');
  });

  it('shows the network ad when its element appears, and sends the display event at 2500 ms, not before', async () => {
    const { page } = await openPage(PROSE, { script: 'ad', random: 0.05 });
    await page.waitForSelector('[data-ad-slot] #carbonads', { state: 'attached' });
    await pollUntil(page, 2);
    expect(await state(page)).toBe('network');
    await expect.poll(() => page.locator('#carbonads').isVisible()).toBe(true);
    await page.clock.runFor(2499);
    expect(await adEvents(page)).toEqual([]);
    await page.clock.runFor(1);
    expect(await adEvents(page)).toEqual([['display', 'network']]);
    // The check stopped once the ad was found.
    await page.clock.runFor(5000);
    expect(await tries(page)).toBe(2);
    await expectNoLayoutShift(page);
  });

  it('is blocked after the 7th try without a network element, never before', async () => {
    const { page } = await openPage(PROSE, { script: 'blocked', random: 0.5 });
    await expect.poll(() => tries(page)).toBe(1);
    for (let poll = 2; poll <= 6; poll += 1) {
      await page.clock.runFor(500);
      expect(await tries(page)).toBe(poll);
      expect(await state(page)).toBe('checking');
    }
    await page.clock.runFor(500);
    expect(await tries(page)).toBe(7);
    await expect.poll(() => state(page)).toBe('in-house');
    // Polling goes on to 30 tries, then stops.
    await pollUntil(page, 30);
    await page.clock.runFor(5000);
    expect(await tries(page)).toBe(30);
  });

  it('shows the appeal to a blocked visitor drawing below 0.2, an in-house ad from 0.2 up', async () => {
    const appeal = await openPage(PROSE, { script: 'blocked', random: 0.1 });
    await pollUntil(appeal.page, 7);
    await expect.poll(() => state(appeal.page)).toBe('appeal');
    await expect.poll(() => slot(appeal.page).textContent()).toContain('Ads keep these docs free.');
    await expectNoLayoutShift(appeal.page);

    const inHouse = await openPage(PROSE, { script: 'blocked', random: 0.2 });
    await pollUntil(inHouse.page, 7);
    await expect.poll(() => state(inHouse.page)).toBe('in-house');
    await expect.poll(() => slot(inHouse.page).locator('[data-ad-label] a[rel="noopener sponsored"]').count()).toBe(1);
    await expectNoLayoutShift(inHouse.page);
  });

  it('replaces the backer placeholder with an in-house ad, and reports its display and clicks', async () => {
    const { page } = await openPage(PROSE, { script: 'backer', random: 0.05, shape: 'image' });
    await page.waitForSelector('[data-ad-slot] #carbonads', { state: 'attached' });
    await pollUntil(page, 2);
    await expect.poll(() => state(page)).toBe('in-house');
    expect(await page.locator('#carbonads').isVisible()).toBe(false);
    const link = slot(page).locator('[data-ad-label] a[rel="noopener sponsored"]');
    // 0.05 picks the first in-house ad; the image layout shows our own artwork.
    await expect.poll(() => link.getAttribute('href')).toBe('https://scaffoldhub.io/?partner=1');
    expect(await link.locator('img').getAttribute('src')).toBe(`${baseUrl}/ads/scaffoldhub.svg`);
    // The artwork loads (it is served by the site).
    await expect.poll(() => link.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(130);
    await page.clock.runFor(2500);
    await link.click({ modifiers: ['ControlOrMeta'] });
    expect(await adEvents(page)).toEqual([
      ['display', 'in-house-scaffoldhub'],
      ['click', 'in-house-scaffoldhub'],
    ]);
    await expectNoLayoutShift(page);
  });

  it('samples ad events at the display ratio: a draw of 0.5 sends none', async () => {
    const { page } = await openPage(PROSE, { script: 'ad', random: 0.5 });
    await page.waitForSelector('[data-ad-slot] #carbonads', { state: 'attached' });
    await pollUntil(page, 2);
    await page.clock.runFor(3000);
    expect(await state(page)).toBe('network');
    expect(await adEvents(page)).toEqual([]);
  });

  it('picks the layout once per session: inline below 0.2, image otherwise', async () => {
    const inline = await openPage(PROSE, { script: 'backer', random: 0.1 });
    await inline.page.waitForSelector('[data-ad-slot] #carbonads', { state: 'attached' });
    await pollUntil(inline.page, 2);
    await expect.poll(() => slot(inline.page).locator('[data-shape]').last().getAttribute('data-shape')).toBe('inline');
    expect(await slot(inline.page).locator('img:not(#carbonads img)').count()).toBe(0);
    // Same session, a different draw: the layout stays.
    await inline.page.evaluate(() => localStorage.setItem('test-random', '0.9'));
    await inline.page.reload();
    await expect.poll(() => slot(inline.page).getAttribute('data-shape')).toBe('inline');
    expect(await inline.page.evaluate(() => Math.random())).toBe(0.9);

    const image = await openPage(PROSE, { script: 'backer', random: 0.5 });
    await expect.poll(() => slot(image.page).getAttribute('data-shape')).toBe('image');
    expect(await image.page.evaluate(() => sessionStorage.getItem('docs-ad-shape'))).toBe('image');
  });

  it('gives a bot an empty slot and loads nothing of the ad network', async () => {
    const { page, requests } = await openPage(PROSE, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await expect.poll(() => state(page)).toBe('bot');
    await page.clock.runFor(5000);
    expect(await slot(page).innerHTML()).toBe('');
    expect(requests.filter((request) => request.url().startsWith(network) || request.url().includes('/ads/'))).toEqual([]);
  });

  it('hides an ad that throws while rendering and reports the crash', async () => {
    const { page, errors } = await openPage(PROSE, { script: 'backer', random: 0.05, shape: 'image', crash: true });
    await page.waitForSelector('[data-ad-slot] #carbonads', { state: 'attached' });
    await pollUntil(page, 2);
    await expect.poll(() => state(page)).toBe('crashed');
    expect(await slot(page).getAttribute('aria-hidden')).toBe('true');
    expect(
      await slot(page)
        .locator('a')
        .evaluateAll((links) => links.filter((link) => (link as HTMLElement).offsetParent !== null).length),
    ).toBe(0);
    await page.clock.runFor(3000);
    expect(await adEvents(page)).toEqual([['crash', 'in-house-scaffoldhub']]);
    expect(errors.some((error) => error.includes('Ad crashed and was hidden'))).toBe(true);
    expect(await slot(page).evaluate((element) => element.getBoundingClientRect().height)).toBe(126);
  });
});

describe('inline feed ad', () => {
  async function expandFirstDemo(page: Page) {
    await page.waitForSelector('html[data-demo-toolbars="ready"]');
    await page.locator('[data-demo-expand]').first().click();
    return page.locator('[data-ad-inline]');
  }

  const feedRequests = (requests: Request[]) => requests.filter((request) => request.url().startsWith(`${network}/feed.json`));

  it('waits in a 52 px box, then shows the first usable item and loads its pixels with the timestamp', async () => {
    const { page, requests } = await openPage(DEMOS, { feed: 'slow&delay=800', random: 0.05 });
    expect(await page.locator('[data-ad-inline]').count()).toBe(0);
    const box = await expandFirstDemo(page);
    await expect.poll(() => box.getAttribute('data-ad-inline')).toBe('loading');
    expect(await box.evaluate((element) => element.getBoundingClientRect().height)).toBe(52);
    await expect.poll(() => box.getAttribute('data-ad-inline'), { timeout: 5000 }).toBe('shown');
    expect(await box.evaluate((element) => element.getBoundingClientRect().height)).toBe(52);
    expect(await box.locator('a').getAttribute('href')).toBe(`${network}/click?ad=feed`);
    expect(await box.textContent()).toContain('Fake Cloud – Deploy a React app');
    await expect
      .poll(() =>
        requests
          .map((request) => request.url().replace(network, ''))
          .filter((url) => /^\/(pixel|impression)/.test(url))
          .sort(),
      )
      .toEqual(['/impression?ad=feed', `/pixel/a?ts=${FAKE_FEED_TIMESTAMP}`, `/pixel/b?ts=${FAKE_FEED_TIMESTAMP}`]);
    expect(feedRequests(requests)).toHaveLength(1);
    await page.clock.runFor(2500);
    expect(await adEvents(page)).toContainEqual(['display', 'feed-inline']);
    // Once per page: expanding another demo adds no second ad.
    await page.locator('[data-demo-expand]').nth(1).click();
    expect(await page.locator('[data-ad-inline]').count()).toBe(1);
  });

  it('asks the feed exactly 10 times when no item is usable, then stays empty', async () => {
    const { page, requests } = await openPage(DEMOS, { feed: 'empty' });
    const box = await expandFirstDemo(page);
    // Ten requests in a row, each through the test's request routing: give them time.
    await expect.poll(() => box.getAttribute('data-ad-inline'), { timeout: 20_000 }).toBe('empty');
    expect(feedRequests(requests)).toHaveLength(10);
    expect(await box.evaluate((element) => element.getBoundingClientRect().height)).toBe(52);
  });

  for (const feed of ['failing', 'network-error', 'huge']) {
    it(`shows nothing, silently, when the feed is ${feed}`, async () => {
      const { page, requests, errors } = await openPage(DEMOS, { feed });
      const box = await expandFirstDemo(page);
      await expect.poll(() => box.getAttribute('data-ad-inline'), { timeout: 10_000 }).toBe('empty');
      expect(feedRequests(requests)).toHaveLength(1);
      expect(await box.innerHTML()).toBe('');
      expect(errors.filter((error) => !/Failed to load resource|ERR_/.test(error))).toEqual([]);
    });
  }

  it('renders a hostile feed harmless: unsafe links skipped, scripts and handlers stripped', async () => {
    const { page, requests } = await openPage(DEMOS, { feed: 'hostile' });
    const box = await expandFirstDemo(page);
    await expect.poll(() => box.getAttribute('data-ad-inline')).toBe('shown');
    const link = box.locator('a');
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute('href')).toBe(`${network}/click?ad=feed`);
    expect(await link.getAttribute('rel')).toBe('noopener sponsored');
    expect(await box.locator('script, img, iframe, [onerror], [onclick]').count()).toBe(0);
    expect(await box.locator('[data-ad-description]').innerHTML()).toBe('<strong>Hostile &lt;em&gt;Co&lt;/em&gt;</strong> – click<b>Safe words</b>');
    await page.clock.runFor(100);
    expect(await page.evaluate(() => (window as unknown as { __adXss?: number }).__adXss)).toBeUndefined();
    expect(requests.some((request) => request.url().startsWith('javascript:'))).toBe(false);
  });
});
