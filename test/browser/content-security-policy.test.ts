/**
 * The site under its own Content-Security-Policy (the build's `_headers`, applied by `docs
 * serve`): a sample of pages exercising every kind of script, style, frame and third party
 * (prose with the network ad, demos with live editing, an iframe demo,
 * the data grid, the search) report no policy violation, in any frame.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { type TrackedPage, setupBrowser } from '../support/browser';
import { hydrateIsland } from '../support/gates';

const baseUrl = inject('baseUrl');
const network = inject('adNetworkUrl');
const open = setupBrowser();

/** A page recording every `securitypolicyviolation` event of every frame in `window.__csp`. */
async function openRecording(): Promise<TrackedPage & { violations: () => Promise<string[]> }> {
  const tracked = await open({ viewport: { width: 1280, height: 900 } });
  await tracked.page.addInitScript(() => {
    const record: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = record;
    document.addEventListener('securitypolicyviolation', (event) =>
      record.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const violations = async () => {
    const all = await Promise.all(
      tracked.page.frames().map((frame) => frame.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => [])),
    );
    return [...all.flat(), ...tracked.errors.filter((error) => /Content.Security.Policy/i.test(error))];
  };
  return { ...tracked, violations };
}

async function visit(page: Page, route: string) {
  const response = await page.goto(`${baseUrl}${route}`);
  // The policy is on: a test that passes without it proves nothing.
  expect(response?.headers()['content-security-policy'], route).toContain("script-src 'self' 'sha256-");
  await page.locator('html[data-demo-toolbars], body').first().waitFor({ state: 'attached' });
}

describe('Content-Security-Policy', () => {
  it('a prose page with the network ad and its events reports no violation', async () => {
    const { page, context, violations } = await openRecording();
    await context.route(`${network}/script.js`, (route) => route.continue({ url: `${network}/script.js?mode=ad` }));
    await visit(page, '/material-ui/getting-started/installation/');
    await page.waitForSelector('[data-ad-slot] #carbonads', { state: 'attached' });
    await expect.poll(() => page.locator('[data-ad-slot]').getAttribute('data-ad-state')).toBe('network');
    expect(await violations()).toEqual([]);
  });

  it('a component page: demos and live editing (code run in the browser)', async () => {
    const { page, context, violations } = await openRecording();
    await context.route(`${network}/feed.json`, (route) => route.continue({ url: `${network}/feed.json?mode=good` }));
    await visit(page, '/material-ui/react-button/');
    await page.locator('html[data-demo-toolbars="ready"]').waitFor({ state: 'attached' });
    const demo = page.locator('#demo-BasicButtons');
    await hydrateIsland(demo);
    await demo.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = demo.getByRole('textbox', { name: 'Edit the BasicButtons source' });
    await editor.fill((await editor.inputValue()).replace(/>[^<>{}]+<\/Button>/, '>Edited under CSP</Button>'));
    await demo.locator('.MuiButton-root', { hasText: 'Edited under CSP' }).waitFor();
    expect(await violations()).toEqual([]);
  });

  it('an iframe demo (a same-origin srcdoc frame with its own first script) and the data grid', async () => {
    const { page, violations } = await openRecording();
    await visit(page, '/material-ui/react-app-bar/');
    // A blocked script would stop hydration: report the violations rather than the timeout.
    await hydrateIsland(page.locator('#demo-FixedAppBar')).catch(async (error) => {
      expect(await violations()).toEqual([]);
      throw error;
    });
    expect(
      await page
        .locator('#demo-FixedAppBar iframe[data-demo-iframe]')
        .evaluate((frame: HTMLIFrameElement) => frame.contentDocument?.documentElement.getAttribute('data-mui-color-scheme')),
    ).toBeTruthy();
    await visit(page, '/x/react-data-grid/sorting/');
    const grid = page.locator('#demo-ClickToSortStaff');
    await hydrateIsland(grid).catch(async (error) => {
      expect(await violations()).toEqual([]);
      throw error;
    });
    await grid.locator('[role="row"][data-rowindex="0"]').waitFor();
    expect(await violations()).toEqual([]);
  });

  it('the search dialog loads its index and answers', async () => {
    const { page, violations } = await openRecording();
    await visit(page, '/material-ui/getting-started/installation/');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search' }).fill('button');
    await page.getByRole('option').first().waitFor();
    expect(await violations()).toEqual([]);
  });
});
