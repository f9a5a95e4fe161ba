import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const newPage = setupBrowser();

/** Every gtag call so far, as arrays. */
const calls = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)) as unknown[][]);
const events = async (page: Page, name: string) => (await calls(page)).filter((call) => call[0] === 'event' && call[1] === name);

function stubRandom(value: number) {
  return `Math.random = () => ${value};`;
}

describe('analytics', () => {
  it('sends page_view with title, canonical location, product and category, and user properties', async () => {
    const { page } = await newPage({ colorScheme: 'dark' });
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
    const [[, , params]] = await events(page, 'page_view');
    expect(params).toEqual({
      page_title: 'Button - Material UI',
      page_location: 'http://localhost:3000/material-ui/react-button/',
      productId: 'material-ui',
      productCategoryId: 'core',
    });
    const properties = (await calls(page)).filter((call) => call[0] === 'set' && call[1] === 'user_properties');
    expect(properties[0][2]).toMatchObject({ codeVariant: 'TS', userLanguage: 'en', colorSchemeOS: 'dark', colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Toggle light and dark mode' }).click();
    await expect.poll(async () => (await calls(page)).filter((call) => call[0] === 'set').at(-1)?.[2]).toMatchObject({ colorScheme: 'light' });
  });

  it('sends a page_view on every page, each with its product', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/x/react-data-grid/`);
    // Sent when the main thread is idle, which on this page comes after the grid hydrates.
    await expect
      .poll(async () => (await events(page, 'page_view'))[0]?.[2], { timeout: 15_000 })
      .toMatchObject({ productId: 'x-data-grid', productCategoryId: 'x' });
  });

  it('sends a click from data-ga-event attributes through one delegated listener', async () => {
    const { page, context } = await newPage();
    await context.grantPermissions(['clipboard-write'], { origin: baseUrl });
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
    await page.locator('html[data-demo-toolbars="ready"]').waitFor({ state: 'attached' });
    await page.locator('#demo-BasicButtons').getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => events(page, 'copy')).toEqual([['event', 'copy', { eventCategory: 'demo', eventAction: 'copy', eventLabel: 'BasicButtons' }]]);
  });

  it('sends web vitals at random 0.5 and not at 0.00005', async () => {
    const vitalsAt = async (random: number) => {
      const { page } = await newPage();
      await page.addInitScript(stubRandom(random));
      await page.goto(`${baseUrl}/material-ui/getting-started/installation/`);
      await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
      await page.mouse.click(5, 300);
      await page.waitForTimeout(300);
      return (await calls(page)).filter((call) => call[0] === 'event' && ['FCP', 'TTFB', 'LCP', 'CLS', 'INP'].includes(String(call[1]))).length;
    };
    expect(await vitalsAt(0.5)).toBeGreaterThan(0);
    expect(await vitalsAt(0.00005)).toBe(0);
  });

  it('sends nothing with Global Privacy Control', async () => {
    const { page } = await newPage();
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await expect(page.evaluate(() => window.dataLayer)).resolves.toBeUndefined();
  });
});
