import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const newPage = setupBrowser();

/** Opens a page with demos and waits until their toolbars respond (a chunk loaded after the page). */
async function openDemos(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-demo-toolbars="ready"]').waitFor({ state: 'attached' });
}

/** The code variant shown in a demo: which variant has a visible block (collapsed preview or whole file). */
const shown = async (page: Page, demo: string) => {
  const visible = async (variant: string) => (await page.locator(`#demo-${demo} [data-variant="${variant}"]`).filter({ visible: true }).count()) > 0;
  const [ts, js] = await Promise.all([visible('TS'), visible('JS')]);
  return ts === js ? `TS ${ts}, JS ${js}` : ts ? 'TS' : 'JS';
};

describe('code variant', () => {
  it('shows TS on a fresh load', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    await expect.poll(() => shown(page, 'TextButtons')).toBe('TS');
    await expect(page.locator('html').getAttribute('data-code-variant')).resolves.toBe('TS');
  });

  it('shows JS and opens that demo for #TextButtons.js on load', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${baseUrl}/material-ui/react-button/#TextButtons.js`);
    await expect.poll(() => shown(page, 'TextButtons')).toBe('JS');
    // The toolbar behaviour is its own chunk, loaded after the page.
    await expect.poll(() => page.locator('#demo-TextButtons [data-demo-expand]').getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('#demo-TextButtons [data-part="full"][data-variant="JS"]').isVisible()).toBe(true);
    const top = await page.locator('#demo-TextButtons').evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });

  it('honours a saved codeVariant=JS cookie, and a .tsx hash overrides it', async () => {
    const { page, context } = await newPage();
    await context.addCookies([{ name: 'codeVariant', value: 'JS', url: baseUrl }]);
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    await expect.poll(() => shown(page, 'TextButtons')).toBe('JS');
    await page.goto(`${baseUrl}/material-ui/react-tabs/#BasicTabs.tsx`);
    await expect.poll(() => shown(page, 'BasicTabs')).toBe('TS');
  });

  it('switches every demo, sets the cookie with path / for a year, and carries to another page', async () => {
    const { page, context } = await newPage();
    await openDemos(page, `${baseUrl}/material-ui/react-button/`);
    await page.locator('#demo-TextButtons').getByRole('button', { name: 'JS' }).click();
    await expect.poll(() => shown(page, 'TextButtons')).toBe('JS');
    await expect.poll(() => shown(page, 'TextButtons')).toBe('JS');
    // A longer demo starts with its code hidden, and shows it in the chosen variant.
    await expect.poll(() => shown(page, 'LoadingButtons')).toBe('TS false, JS false');
    await page.locator('#demo-LoadingButtons').getByRole('button', { name: 'Show code' }).click();
    await expect.poll(() => shown(page, 'LoadingButtons')).toBe('JS');
    await expect(page.locator('#demo-LoadingButtons [data-variant-choice="JS"]').getAttribute('aria-pressed')).resolves.toBe('true');
    const [cookie] = await context.cookies();
    expect(cookie).toMatchObject({ name: 'codeVariant', value: 'JS', path: '/' });
    expect(Math.round(cookie.expires - Date.now() / 1000)).toBeGreaterThan(31536000 - 60);
    await openDemos(page, `${baseUrl}/material-ui/react-dialog/`);
    await page.locator('#demo-AlertDialog [data-demo-expand]').click();
    await expect.poll(() => shown(page, 'AlertDialog')).toBe('JS');
  });

  it('expands a short preview to the whole file', async () => {
    const { page } = await newPage();
    await openDemos(page, `${baseUrl}/material-ui/react-button/`);
    const demo = page.locator('#demo-TextButtons');
    await expect(demo.locator('[data-part="preview"][data-variant="TS"]').textContent()).resolves.toMatch(/^<Card/);
    await demo.getByRole('button', { name: 'Expand code' }).click();
    await expect(demo.locator('[data-part="full"][data-variant="TS"]').textContent()).resolves.toMatch(/^import Button from '@mui\/material\/Button';/);
    await demo.getByRole('button', { name: 'Collapse code' }).waitFor();
  });

  it('shows the code of a longer demo only when asked, without carrying it in the page', async () => {
    const { page } = await newPage();
    await openDemos(page, `${baseUrl}/material-ui/react-button/`);
    const demo = page.locator('#demo-LoadingButtons');
    await expect(demo.locator('pre').count()).resolves.toBe(0);
    await demo.getByRole('button', { name: 'Show code' }).click();
    await expect(demo.locator('[data-part="full"][data-variant="TS"]').textContent()).resolves.toMatch(/^import /);
    await expect(demo.getByRole('button', { name: 'Hide code' }).getAttribute('aria-expanded')).resolves.toBe('true');
    await demo.getByRole('button', { name: 'Hide code' }).click();
    await expect.poll(() => demo.locator('pre').filter({ visible: true }).count()).toBe(0);
  });
});

describe('copy', () => {
  it('copies the source, reading "Copied" for 2000 ms', async () => {
    const { page, context } = await newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') });
    await openDemos(page, `${baseUrl}/material-ui/react-button/`);
    await page.clock.pauseAt(new Date('2026-11-21T10:01:00Z'));
    const demo = page.locator('#demo-TextButtons');
    await demo.getByRole('button', { name: 'Copy', exact: true }).click();
    await demo.getByRole('button', { name: 'Copied' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toMatch(
      /^import Button from '@mui\/material\/Button';[\s\S]*export default function TextButtons/,
    );
    await page.clock.runFor(1999);
    await expect(demo.getByRole('button', { name: 'Copied' }).count()).resolves.toBe(1);
    await page.clock.runFor(1);
    await demo.getByRole('button', { name: 'Copy', exact: true }).waitFor();
  });

  it('copies a link to the source in the shown variant', async () => {
    const { page, context } = await newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await openDemos(page, `${baseUrl}/material-ui/react-button/`);
    await page.locator('#demo-ColorButtons').getByRole('button', { name: 'JS' }).click();
    await page.locator('#demo-ColorButtons').getByRole('button', { name: 'Copy link' }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${baseUrl}/material-ui/react-button/#ColorButtons.js`);
  });

  it('copies a hovered code block with Ctrl+C when nothing is selected', async () => {
    const { page, context } = await newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await openDemos(page, `${baseUrl}/material-ui/react-button/`);
    await page.locator('#demo-TextButtons pre').first().hover();
    await page.keyboard.press('Control+c');
    // The whole file of a collapsed demo is fetched first: the clipboard fills once it is in.
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/export default function TextButtons/);
  });

  it('reaches every toolbar action by keyboard, with labels', async () => {
    const { page } = await newPage();
    await openDemos(page, `${baseUrl}/material-ui/react-button/`);
    await page.locator('#demo-TextButtons [data-variant-choice="TS"]').focus();
    const labels: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      labels.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
      await page.keyboard.press('Tab');
    }
    expect(labels).toEqual(['TS', 'JS', 'Expand code', 'Edit', 'Copy', 'Copy link', 'StackBlitz']);
  });
});
