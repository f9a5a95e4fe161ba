import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { loadIndex, searchSite } from '../../runtime/search/search';
import { setupBrowser } from '../support/browser';
import { RELEVANCE_QUERIES } from '../support/relevance-queries';

const baseUrl = inject('baseUrl');
const siteDir = inject('siteDir');
const newPage = setupBrowser();

describe('search relevance against the built index', () => {
  it('puts the expected page in the top 3 for at least 24 of 25+ real queries', async () => {
    const files = (await readdir(path.join(siteDir, 'assets'))).filter((name) => /^search-[\w-]+\.json$/.test(name));
    const index = await Promise.all(files.map(async (file) => loadIndex(await readFile(path.join(siteDir, 'assets', file), 'utf8'))));
    const misses = RELEVANCE_QUERIES.filter(([query, expected]) => !searchSite(index, query, 3).some((hit) => hit.url === expected)).map(([query]) => query);
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(25);
    expect(misses.length, `missed: ${misses.join(', ')}`).toBeLessThanOrEqual(1);
  });
});

describe('search dialog', () => {
  it('opens with Ctrl+K, finds a prop, moves with arrows and opens with Enter', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${baseUrl}/material-ui/getting-started/installation/`);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.waitFor();
    await input.fill('disableElevation');
    const first = page.getByRole('option').first();
    await expect(first.textContent()).resolves.toBe('disableElevationProp of Button API');
    await expect(first.getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/material-ui/api/button/#prop-disableElevation`);
    expect(errors).toEqual([]);
  });

  it('opens with / and ⌘K, closes with Escape, and lists the current product first', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/joy-ui/react-button/`);
    await page.keyboard.press('/');
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.fill('button');
    await page.getByRole('option').first().waitFor();
    await expect(page.getByRole('listbox', { name: 'Results' }).getByRole('group').first().getAttribute('aria-label')).resolves.toBe('Joy UI');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option').nth(1).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'detached' });
    await page.keyboard.press('Meta+k');
    await input.waitFor();
  });

  it('remembers recent searches', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search' }).fill('dark mode');
    await page
      .getByRole('group', { name: 'Material UI' })
      .getByRole('option', { name: /Dark mode/ })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/material-ui/customization/dark-mode/`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('option').first().textContent()).resolves.toBe('Dark mode');
  });

  it('fills a 360 px wide phone screen', async () => {
    const { page } = await newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    await page.getByRole('button', { name: 'Search', exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(360);
    await page.getByRole('combobox', { name: 'Search' }).fill('tabs');
    await page.getByRole('option').first().waitFor();
  });
});
