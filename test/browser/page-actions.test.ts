import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const newPage = setupBrowser();

describe('page actions', () => {
  it('copies the page as Markdown, showing "Copied" for 2000 ms', async () => {
    const { page, context } = await newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') });
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    // The installed clock runs until paused; from here only runFor moves it.
    await page.clock.pauseAt(new Date('2026-11-21T10:01:00Z'));
    const button = page.getByRole('button', { name: 'Copy page' });
    await button.click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toMatch(/^# Button\n\nA Button starts an action/);
    await page.clock.runFor(1999);
    await expect(page.getByRole('button', { name: 'Copied' }).count()).resolves.toBe(1);
    await page.clock.runFor(1);
    await button.waitFor();
  });

  it('links to the page as Markdown, served as text/markdown', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/material-ui/api/button/`);
    const href = await page.getByRole('link', { name: 'View as Markdown' }).getAttribute('href');
    const response = await fetch(new URL(href!, `${baseUrl}/material-ui/api/button/`));
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    await expect(response.text()).resolves.toMatch(/^# Button API\n/);
  });

  it('shows breadcrumbs and the last updated date from git', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link').allTextContents()).resolves.toEqual([
      'Material UI',
      'Components',
      'Inputs',
    ]);
    await expect(page.locator('time').first().getAttribute('datetime')).resolves.toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
