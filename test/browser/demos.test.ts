import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { hydrateIsland } from '../support/gates';

const baseUrl = inject('baseUrl');
const newPage = setupBrowser();

describe('demos', () => {
  it('show real, styled MUI DOM before any script runs', async () => {
    const { page } = await newPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    const contained = page.locator('#demo-BasicButtons .MuiButton-root', { hasText: 'Place order' });
    await expect(contained.evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.toBe('rgb(25, 118, 210)');
    await expect(contained.evaluate((element) => element.tagName)).resolves.toBe('BUTTON');
  });

  it('hydrate and respond to clicks', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    const demo = page.locator('#demo-LoadingButtons');
    await hydrateIsland(demo);
    const pay = demo.locator('button', { hasText: 'Pay $42.00' });
    await expect(pay.isDisabled()).resolves.toBe(false);
    await pay.click();
    // The click starts the request: the button shows its loading state and takes no second click.
    await expect(pay.isDisabled()).resolves.toBe(true);
    await expect(pay.locator('[role="progressbar"]').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });

  it('open a dialog with focus inside it', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/material-ui/react-dialog/#alerts`);
    const demo = page.locator('#demo-AlertDialog');
    await hydrateIsland(demo);
    await demo.getByRole('button', { name: 'Delete project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete project “atlas-web”?' });
    await dialog.waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Keep project');
  });

  it('show the data grid as a table until the reader gets to it, then sort on a header click', async () => {
    const { page, scripts } = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/x/react-data-grid/`);
    const grid = page.locator('#demo-DataGridDemo');
    // Until the reader gets to it, the grid is a server table of its columns and first rows, and none of its code has loaded.
    await expect(grid.locator('[data-grid-preview] th').allTextContents()).resolves.toContain('Age');
    await expect(grid.locator('[data-grid-preview] tbody tr').count()).resolves.toBe(12);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((script) => script.includes('/demos/x/react-data-grid/DataGridDemo-'))).toBe(false);
    await grid.locator('[data-grid-preview]').hover();
    await grid.locator('[data-hydrated="true"]').waitFor();
    expect(await grid.locator('[data-grid-preview]').count()).toBe(0);
    const ages = () => grid.locator('[role="gridcell"][data-field="age"]').allTextContents();
    await grid.locator('[role="gridcell"][data-field="age"]').first().waitFor();
    await grid.locator('[role="columnheader"][data-field="age"] .MuiDataGrid-columnHeaderTitle').click();
    await expect(grid.locator('[role="columnheader"][data-field="age"]').getAttribute('aria-sort')).resolves.toBe('ascending');
    const sorted = (await ages()).map(Number);
    expect(sorted.length).toBeGreaterThan(5);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    expect(sorted[0]).toBe(18);
    await grid.getByText('1–25 of 1000').waitFor();
  });

  it('keep a popover picker as its server-rendered field until the reader uses it', async () => {
    const { page, scripts } = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/x/react-date-pickers/`);
    const picker = page.locator('#demo-BasicDatePicker');
    await expect(picker.locator('label', { hasText: 'Departure date' }).count()).resolves.toBe(1);
    await expect(picker.locator('[data-island]').getAttribute('data-hydrated')).resolves.toBeNull();
    await picker.locator('[data-island]').hover();
    await picker.locator('[data-hydrated="true"]').waitFor();
    expect(scripts.some((script) => script.includes('/demos/x/react-date-pickers/BasicDatePicker-'))).toBe(true);
  });

  it('render the date pickers with a working calendar', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/x/react-date-pickers/`);
    const calendar = page.locator('#demo-BasicDateCalendar');
    await hydrateIsland(calendar);
    await calendar.getByRole('gridcell', { name: '20' }).click();
    await calendar.getByText('Selected: Monday 20 April 2026').waitFor();
  });
});

describe('page weight', () => {
  it('a prose page loads no React or MUI until the reader acts', async () => {
    const { page, scripts } = await newPage();
    await page.goto(`${baseUrl}/material-ui/getting-started/installation/`, { waitUntil: 'networkidle' });
    expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/boot-[A-Z0-9]+\.js$/));
    // Our own code only (the ad network's script is the third party's).
    expect(scripts.filter((url) => !/^\/assets\/(boot-|chunks\/)/.test(url))).toEqual(['/script.js']);
    const bytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
    );
    // Budget for prose pages: 30 KB of gzipped JavaScript on first view.
    expect(bytes).toBeLessThan(30 * 1024);
    await page.getByRole('button', { name: 'Toggle light and dark mode' }).hover();
    await page.locator('[data-island="islands/ColorModeToggle"][data-hydrated="true"]').waitFor();
    expect(scripts.some((url) => url.includes('/islands/ColorModeToggle-'))).toBe(true);
  });
});
