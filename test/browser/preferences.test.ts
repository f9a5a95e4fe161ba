import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { hydrateIsland } from '../support/gates';

const baseUrl = inject('baseUrl');
const newPage = setupBrowser();

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Open settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.waitFor();
  return dialog;
}

const margins = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.marginLeft, style.marginRight];
    });

describe('settings drawer', () => {
  it('opens from the app bar as a modal dialog and closes with Escape', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/material-ui/getting-started/usage/`);
    const dialog = await openSettings(page);
    await expect(dialog.getByRole('group', { name: 'Mode' }).getByRole('button').allTextContents()).resolves.toEqual(['Light', 'System', 'Dark']);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('changes the colour mode', async () => {
    const { page } = await newPage({ colorScheme: 'light' });
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    const dialog = await openSettings(page);
    await expect(dialog.getByRole('button', { name: 'System' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await dialog.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html').getAttribute('data-mui-color-scheme')).resolves.toBe('dark');
    await expect(page.evaluate(() => localStorage.getItem('mui-mode'))).resolves.toBe('dark');
  });

  it('flips demos to right-to-left and back, without a reload', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${baseUrl}/material-ui/react-button/#buttons-with-icons-and-label`);
    const icon = '#demo-IconLabelButtons .MuiButton-startIcon';
    await hydrateIsland(page.locator('#demo-IconLabelButtons'));
    await expect(margins(page, icon)).resolves.toEqual(['-4px', '8px']);
    // A left-to-right page never loads the demos' right-to-left rules.
    const rtlStylesheets = page.locator('link[rel="stylesheet"][href^="/assets/rtl/"]');
    await expect(rtlStylesheets.count()).resolves.toBe(0);
    const dialog = await openSettings(page);
    await dialog.getByRole('button', { name: 'Right to left' }).click();
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    await expect(rtlStylesheets.count()).resolves.toBe(1);
    await expect.poll(() => margins(page, icon)).toEqual(['8px', '-4px']);
    await dialog.getByRole('button', { name: 'Left to right' }).click();
    await expect.poll(() => margins(page, icon)).toEqual(['-4px', '8px']);
    expect(errors).toEqual([]);
  });

  it('keeps right-to-left across pages, applied before the body exists', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => localStorage.setItem('docs-direction', 'rtl'));
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { dirAtBody: string }).dirAtBody = document.documentElement.dir;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    await expect(page.evaluate(() => (window as unknown as { dirAtBody: string }).dirAtBody)).resolves.toBe('rtl');
    // Below the fold, not hydrated yet: the build's RTL rules already flip it.
    await expect(page.locator('#demo-IconLabelButtons [data-hydrated], #demo-IconLabelButtons[data-hydrated]').count()).resolves.toBe(0);
    await expect(margins(page, '#demo-IconLabelButtons .MuiButton-startIcon')).resolves.toEqual(['8px', '-4px']);
    await hydrateIsland(page.locator('#demo-IconLabelButtons'));
    await expect(margins(page, '#demo-IconLabelButtons .MuiButton-startIcon')).resolves.toEqual(['8px', '-4px']);
  });

  it('makes demo buttons smaller when dense, and resets', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    const button = page.locator('#demo-BasicButtons .MuiButton-root', { hasText: 'Place order' });
    await hydrateIsland(page.locator('#demo-BasicButtons'));
    const height = () => button.evaluate((element) => element.getBoundingClientRect().height);
    const shellText = () => page.evaluate(() => getComputedStyle(document.querySelector('main article p')!).fontSize);
    const regular = await height();
    const shellBefore = await shellText();
    const dialog = await openSettings(page);
    await dialog.getByRole('switch', { name: 'Dense demos' }).check();
    await expect.poll(height).toBeLessThan(regular - 4);
    await expect(shellText()).resolves.toBe(shellBefore);
    await dialog.getByRole('button', { name: 'Reset density' }).click();
    await expect.poll(height).toBe(regular);
  });

  it('makes the demos in view dense at once, those not yet live included, and a dense reader’s demos dense on load', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/material-ui/react-text-field/`);
    const demo = page.locator('[data-island^="demos/"]').first();
    await demo.scrollIntoViewIfNeeded();
    const field = demo.locator('.MuiInputBase-root').first();
    const height = () => field.evaluate((element) => element.getBoundingClientRect().height);
    const regular = await height();
    // Still the server's HTML: nothing has touched it.
    await expect(demo.getAttribute('data-hydrated')).resolves.toBeNull();
    const dialog = await openSettings(page);
    await dialog.getByRole('switch', { name: 'Dense demos' }).check();
    await expect.poll(height).toBeLessThan(regular);
    await page.reload();
    await page.locator('[data-island^="demos/"]').first().scrollIntoViewIfNeeded();
    await expect.poll(height).toBeLessThan(regular);
  });

  it('saves the code variant in the codeVariant cookie for a year', async () => {
    const { page, context } = await newPage();
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    const dialog = await openSettings(page);
    await dialog.getByRole('button', { name: 'JavaScript' }).click();
    const [cookie] = await context.cookies();
    expect(cookie).toMatchObject({ name: 'codeVariant', value: 'JS', path: '/' });
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(31536000 - 60);
    expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(31536000);
  });
});

describe('corrupt storage', () => {
  it('ignores an unknown mui-mode with a console error and uses system mode', async () => {
    const { page, errors } = await newPage({ colorScheme: 'dark' });
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => localStorage.setItem('mui-mode', 'purple'));
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    await expect(page.locator('html').getAttribute('data-mui-color-scheme')).resolves.toBe('dark');
    expect(errors).toEqual([expect.stringContaining('unknown colour mode "purple"')]);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-mui-color-scheme') === 'light');
  });
});
