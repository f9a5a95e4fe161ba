import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adNetworkEnv } from '../../cli/stand-ins/ad-network';
import { launchChromium } from '../support/chromium';
import { buildDocs, copyFolder, ROOT, serveDocs } from '../support/docs-server';

const baseUrl = inject('baseUrl');
const port = new URL(baseUrl).port;
const docsUrl = `http://docs.test:${port}`;
let browser: Browser;

beforeAll(async () => {
  // docs.test is the configured docs host (global setup); map it here and let it use workers over http.
  browser = await launchChromium([`--host-resolver-rules=MAP docs.test 127.0.0.1`, `--unsafely-treat-insecure-origin-as-secure=${docsUrl}`]);
});

afterAll(() => browser?.close());

describe('service worker', () => {
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

  it("hands over to a second build's worker, and the focused page reloads once", { timeout: 180_000 }, async () => {
    // A deploy of its own, served on a second port: the one-page fixture site, built twice.
    // The worker's hand-over is the same on any site, and a small one keeps both builds short.
    // Inside the project, so the content's page trees and demos resolve the project's modules.
    const work = path.join(ROOT, `.cache/test-sw-deploy-${process.pid}`);
    const out = path.join(work, 'out');
    const content = path.join(work, 'content');
    const env = { DOCS_HOST: 'docs.test', ...adNetworkEnv(inject('adNetworkUrl')) };
    await copyFolder(path.join(ROOT, 'test/fixtures/demo-site'), content);
    await buildDocs(out, content, env);
    const server = await serveDocs(out);
    const origin = `http://docs.test:${new URL(server.url).port}`;
    const deployBrowser = await launchChromium([`--host-resolver-rules=MAP docs.test 127.0.0.1`, `--unsafely-treat-insecure-origin-as-secure=${origin}`]);
    try {
      const page = await (await deployBrowser.newContext()).newPage();
      await page.addInitScript(() => sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? 0) + 1)));
      await page.goto(`${origin}/material-ui/react-box/`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      const loads = () => page.evaluate(() => Number(sessionStorage.getItem('loads')));
      expect(await loads()).toBe(2);

      // The second build: one page changed, so the precache manifest and sw.js change.
      const changed = path.join(content, 'material-ui/react-box/index.md');
      await writeFile(changed, `${await readFile(changed, 'utf8')}\nSecond deploy marker.\n`);
      const firstWorker = await readFile(path.join(out, 'sw.js'), 'utf8');
      await buildDocs(out, content, env);
      expect(await readFile(path.join(out, 'sw.js'), 'utf8')).not.toBe(firstWorker);

      await page.bringToFront();
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
      await expect.poll(loads, { timeout: 60_000 }).toBe(3);
      await expect.poll(() => page.locator('article').textContent()).toContain('Second deploy marker.');
      // Once: the new worker stays in control and nothing reloads again.
      await page.waitForLoadState('networkidle');
      expect(await loads()).toBe(3);
      expect(
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => Boolean(registration?.active && !registration.waiting))),
      ).toBe(true);
    } finally {
      await deployBrowser.close();
      await server.stop();
      await rm(work, { recursive: true, force: true });
    }
  });
});
