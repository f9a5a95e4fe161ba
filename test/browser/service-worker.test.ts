import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium';

const baseUrl = inject('baseUrl');
const port = new URL(baseUrl).port;
const docsUrl = `http://docs.test:${port}`;
let browser: Browser;

beforeAll(async () => {
  // docs.test is the configured docs host (global setup); map it here and let it use workers over http.
  browser = await launchChromium([`--host-resolver-rules=MAP docs.test 127.0.0.1`, `--unsafely-treat-insecure-origin-as-secure=${docsUrl}`]);
});

afterAll(() => browser?.close());

describe('service worker (issue 7)', () => {
  it('registers on the docs host and not elsewhere', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${docsUrl}/material-ui/react-button/`);
    await expect(page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL))).resolves.toBe(`${docsUrl}/sw.js`);
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    await page.waitForLoadState('networkidle');
    await expect(page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.length))).resolves.toBe(0);
    await context.close();
  });

  it('opens a visited page offline, and the offline page for one never visited', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${docsUrl}/material-ui/getting-started/usage/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Load again under the worker's control, so the page lands in its cache.
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.evaluate(() => Boolean(navigator.serviceWorker.controller))).resolves.toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('h1').textContent()).resolves.toBe('Usage');
    await page.goto(`${docsUrl}/material-ui/react-tabs/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('You are offline');
    await context.close();
  });
});
