/**
 * Ad layer figures: the layout shift of a guide page with each kind of
 * ad, measured in Chromium, and the gzipped JavaScript the ad layer adds to the page (the same
 * page with its ad slot removed before the boot script runs is the baseline).
 */
import type { Page } from 'playwright-core';
import { STAND_IN_AD_NETWORK_PORT } from '../cli/stand-ins/ad-network';
import { launchChromium } from '../test/support';

const NETWORK = `http://127.0.0.1:${STAND_IN_AD_NETWORK_PORT}`;
const PAGE = '/material-ui/getting-started/usage/';

interface Kind {
  script: 'ad' | 'backer' | 'none' | 'blocked' | 'off';
  random?: number;
  /** Layout already drawn in this session. */
  shape?: 'inline' | 'image';
  userAgent?: string;
}

const KINDS: Record<string, Kind> = {
  'network ad': { script: 'ad' },
  'backer placeholder → in-house': { script: 'backer', random: 0.5 },
  'blocked → in-house (image)': { script: 'blocked', random: 0.5 },
  'blocked → in-house (inline)': { script: 'blocked', random: 0.5, shape: 'inline' },
  'blocked → appeal': { script: 'blocked', random: 0.15 },
  bot: { script: 'ad', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  'no ad slot (baseline)': { script: 'off' },
};

const jsBytes = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js(\?|$)/.test(entry.name) && !entry.name.includes('/script.js'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
  );

/** CLS and JS bytes of the guide page for each kind of ad, against a site served at `baseUrl` with `--stand-ins`. */
export async function benchAds(baseUrl: string): Promise<Record<string, { state: string; CLS: string; 'JS (KB gz)': string; 'added by ads (KB gz)': string }>> {
  const browser = await launchChromium();
  const rows: Record<string, { state: string; cls: number; js: number }> = {};
  try {
    for (const [name, kind] of Object.entries(KINDS)) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, ...(kind.userAgent && { userAgent: kind.userAgent }) });
      const page = await context.newPage();
      await context.route(`${NETWORK}/script.js`, (route) =>
        kind.script === 'blocked' ? route.abort('blockedbyclient') : route.continue({ url: `${NETWORK}/script.js?mode=${kind.script}` }),
      );
      await page.addInitScript(
        ({ random, shape, off }) => {
          if (random !== undefined) Math.random = () => random;
          if (shape) sessionStorage.setItem('docs-ad-shape', shape);
          const state = window as unknown as { __cls: number };
          state.__cls = 0;
          new PerformanceObserver((list) => list.getEntries().forEach((entry) => (state.__cls += (entry as unknown as { value: number }).value))).observe({
            type: 'layout-shift',
            buffered: true,
          });
          if (off)
            new MutationObserver(() => document.querySelector('[data-ad-slot]')?.removeAttribute('data-ad-slot')).observe(document, {
              childList: true,
              subtree: true,
            });
        },
        { random: kind.random, shape: kind.shape, off: kind.script === 'off' },
      );
      await page.goto(`${baseUrl}${PAGE}`, { waitUntil: 'networkidle' });
      if (kind.script !== 'off') await page.waitForSelector('[data-ad-state]:not([data-ad-state="checking"])', { state: 'attached', timeout: 10_000 });
      await page.waitForLoadState('networkidle');
      rows[name] = {
        state:
          (await page
            .locator('[data-ad-state]')
            .getAttribute('data-ad-state')
            .catch(() => null)) ?? 'none',
        cls: await page.evaluate(() => (window as unknown as { __cls: number }).__cls),
        js: await jsBytes(page),
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const baseline = rows['no ad slot (baseline)'].js;
  return Object.fromEntries(
    Object.entries(rows).map(([name, row]) => [
      name,
      { state: row.state, CLS: row.cls.toFixed(3), 'JS (KB gz)': (row.js / 1024).toFixed(1), 'added by ads (KB gz)': ((row.js - baseline) / 1024).toFixed(1) },
    ]),
  );
}
