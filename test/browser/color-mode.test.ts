import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const newPage = setupBrowser();
const ATTRIBUTE = 'data-mui-color-scheme';

/** Records the `<html>` attribute at the moment `<body>` is created, i.e. before first paint. */
function recordAttributeAtBody() {
  new MutationObserver((_, observer) => {
    if (!document.body) return;
    (window as unknown as { atBody: string | null }).atBody = document.documentElement.getAttribute('data-mui-color-scheme');
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

describe('colour mode', () => {
  it('applies a stored dark mode before the body exists', async () => {
    const { page } = await newPage({ colorScheme: 'light' });
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => localStorage.setItem('mui-mode', 'dark'));
    await page.addInitScript(recordAttributeAtBody);
    await page.reload();
    await expect(page.evaluate(() => (window as unknown as { atBody: string }).atBody)).resolves.toBe('dark');
    await expect(page.evaluate(() => getComputedStyle(document.body).backgroundColor)).resolves.toBe('rgb(11, 13, 14)');
    await expect(page.locator('meta[name="theme-color"]').getAttribute('content')).resolves.toBe('#101418');
  });

  it('follows the OS in system mode, the default', async () => {
    const { page } = await newPage({ colorScheme: 'dark' });
    await page.goto(`${baseUrl}/`);
    await expect(page.locator('html').getAttribute(ATTRIBUTE)).resolves.toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-mui-color-scheme') === 'light');
    await expect(page.locator('meta[name="theme-color"]').getAttribute('content')).resolves.toBe('#ffffff');
  });

  it('reaches a second tab when changed in one', async () => {
    const { page, context } = await newPage({ colorScheme: 'light' });
    const second = await context.newPage();
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    await second.goto(`${baseUrl}/joy-ui/react-button/`);
    await expect(second.locator('html').getAttribute(ATTRIBUTE)).resolves.toBe('light');
    await page.getByRole('button', { name: 'Toggle light and dark mode' }).click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-mui-color-scheme') === 'dark');
    await expect(page.evaluate(() => localStorage.getItem('mui-mode'))).resolves.toBe('dark');
    await expect(page.evaluate(() => localStorage.getItem('mui-color-scheme-dark'))).resolves.toBe('dark');
    await second.waitForFunction(() => document.documentElement.getAttribute('data-mui-color-scheme') === 'dark');
  });

  it('switches demo themes with the page', async () => {
    const { page } = await newPage({ colorScheme: 'light' });
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    const contained = page.locator('#demo-BasicButtons .MuiButton-root', { hasText: 'Place order' });
    await expect(contained.evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.toBe('rgb(25, 118, 210)');
    await page.getByRole('button', { name: 'Toggle light and dark mode' }).click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-mui-color-scheme') === 'dark');
    await expect(contained.evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.toBe('rgb(144, 202, 249)');
  });
});
