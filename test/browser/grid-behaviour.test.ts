/**
 * The Data Grid behaves on its pages as in an app: sorting, filtering from the column menu,
 * pagination, row selection, cell editing, column pinning, row grouping with aggregation
 * (Premium), CSV export (the file's contents) and tree data expansion, each on a demo of the
 * page that documents it.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { hydrateIsland } from '../support/gates';

const baseUrl = inject('baseUrl');
const open = setupBrowser();

/** Loads `route` on a desktop viewport and brings demo `name` to life; returns the page and the demo. */
async function gridDemo(route: string, name: string): Promise<{ page: Page; demo: Locator; errors: string[] }> {
  const { page, errors } = await open({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await page.goto(`${baseUrl}${route}`);
  const demo = page.locator(`#demo-${name}`);
  await hydrateIsland(demo);
  await demo.locator('[role="row"][data-rowindex="0"]').waitFor();
  return { page, demo, errors };
}

/** Texts of the cells of `field` in the rendered rows, top to bottom. */
const columnTexts = (demo: Locator, field: string) => demo.locator(`[role="row"][data-rowindex] [role="gridcell"][data-field="${field}"]`).allTextContents();

/** Numbers of the cells of `field`, read from their formatted texts. */
const columnNumbers = async (demo: Locator, field: string) => (await columnTexts(demo, field)).map((text) => Number(text.replace(/[^\d.-]/g, '')));

/** Opens the column menu of `field` and chooses `item`. */
async function columnMenu(demo: Locator, field: string, item: string | RegExp): Promise<void> {
  const header = demo.locator(`[role="columnheader"][data-field="${field}"]`);
  await header.hover();
  await header.locator('.MuiDataGrid-menuIconButton').click();
  await demo.page().getByRole('menuitem', { name: item }).click();
}

/** The server preview of a grid demo before it comes live: its header texts and the first column's texts, top to bottom. */
async function previewOf(page: Page, name: string): Promise<{ headers: string[]; first: string[] }> {
  const table = page.locator(`#demo-${name} [data-grid-preview] table`);
  const headers = (await table.locator('th').allTextContents()).map((text) => text.trim());
  const first = await table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('td:not([data-field="__check__"])')?.textContent?.trim() ?? ''));
  return { headers, first };
}

describe('the server preview of a grid', () => {
  // One demo per state a grid may start from: grouped, sorted, filtered, with hidden columns.
  for (const [route, name] of [
    ['/x/react-data-grid/row-grouping/', 'OrdersByCountry'],
    ['/x/react-data-grid/sorting/', 'InitialSortOrders'],
    ['/x/react-data-grid/filtering/', 'InitialFilterSupport'],
    ['/x/react-data-grid/column-visibility/', 'CustomerListHidden'],
  ]) {
    it(`shows what the grid's first render shows (${name})`, async () => {
      const { page } = await open({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${baseUrl}${route}`);
      const preview = await previewOf(page, name);
      const demo = page.locator(`#demo-${name}`);
      await hydrateIsland(demo);
      await demo.locator('[role="row"][data-rowindex="0"]').waitFor();
      const headers = (await demo.locator('[role="columnheader"]:not([data-field="__check__"]) .MuiDataGrid-columnHeaderTitle').allTextContents()).map((text) =>
        text.trim(),
      );
      // The live grid renders the columns in view (and a few beyond): they must begin the preview's.
      expect(headers.length).toBeGreaterThan(2);
      expect(preview.headers.slice(0, headers.length), 'columns').toEqual(headers);
      const rows = await demo
        .locator('[role="row"][data-rowindex]')
        .evaluateAll((elements) =>
          elements
            .sort((a, b) => Number(a.getAttribute('data-rowindex')) - Number(b.getAttribute('data-rowindex')))
            .map((row) => row.querySelector('[role="gridcell"]:not([data-field="__check__"])')?.textContent?.trim() ?? ''),
        );
      const shown = Math.min(rows.length, preview.first.length, 5);
      expect(preview.first.slice(0, shown), 'first rows').toEqual(rows.slice(0, shown));
    });
  }
});

describe('Data Grid demos on their pages', () => {
  it('sorts a column ascending, then descending, from its header', async () => {
    const { demo, errors } = await gridDemo('/x/react-data-grid/sorting/', 'ClickToSortStaff');
    await demo.locator('[role="columnheader"][data-field="salary"] .MuiDataGrid-columnHeaderTitleContainer').click();
    await expect.poll(() => demo.locator('[role="columnheader"][data-field="salary"]').getAttribute('aria-sort')).toBe('ascending');
    const ascending = await columnNumbers(demo, 'salary');
    expect(ascending.length).toBeGreaterThan(5);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await demo.locator('[role="columnheader"][data-field="salary"] .MuiDataGrid-columnHeaderTitleContainer').click();
    await expect.poll(() => demo.locator('[role="columnheader"][data-field="salary"]').getAttribute('aria-sort')).toBe('descending');
    const descending = await columnNumbers(demo, 'salary');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(errors).toEqual([]);
  });

  it('filters rows from the column menu', async () => {
    const { page, demo, errors } = await gridDemo('/x/react-data-grid/sorting/', 'ClickToSortStaff');
    const before = await columnTexts(demo, 'department');
    const department = before[0];
    await columnMenu(demo, 'department', 'Filter');
    await page.getByPlaceholder('Filter value').fill(department);
    await expect.poll(async () => new Set(await columnTexts(demo, 'department'))).toEqual(new Set([department]));
    expect(errors).toEqual([]);
  });

  it('pages through rows and changes the page size', async () => {
    const { demo, errors } = await gridDemo('/x/react-data-grid/pagination/', 'PagedOrderHistory');
    const shown = demo.locator('.MuiTablePagination-displayedRows');
    expect(await shown.textContent()).toBe('1–10 of 240');
    const first = await columnTexts(demo, 'reference');
    await demo.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => shown.textContent()).toBe('11–20 of 240');
    expect(await columnTexts(demo, 'reference')).not.toEqual(first);
    await demo.getByRole('combobox').click();
    await demo.page().getByRole('option', { name: '25' }).click();
    // The page index stays: the second page of 25 rows.
    await expect.poll(() => shown.textContent()).toBe('26–50 of 240');
    expect(errors).toEqual([]);
  });

  it('selects a row on click and shows it beside the grid', async () => {
    const { demo, errors } = await gridDemo('/x/react-data-grid/row-selection/', 'ClickToSelectContact');
    const row = demo.locator('[role="row"][data-rowindex="2"]');
    await row.locator('[role="gridcell"]').first().click();
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true');
    expect(await demo.getByText('1 row selected').count()).toBe(1);
    expect(await demo.locator('[aria-live="polite"] h3').textContent()).not.toBe('');
    expect(errors).toEqual([]);
  });

  it('edits a cell: double-click, type, Enter', async () => {
    const { page, demo, errors } = await gridDemo('/x/react-data-grid/editing/', 'StaffRosterCellEditing');
    const cell = demo.locator('[role="row"][data-rowindex="1"] [data-field="lastName"]');
    await cell.dblclick();
    await cell.locator('input').fill('Okonkwo-Lind');
    await page.keyboard.press('Enter');
    await expect.poll(() => cell.textContent()).toBe('Okonkwo-Lind');
    expect(errors).toEqual([]);
  });

  it('pins a column to the right from the column menu', async () => {
    const { demo, errors } = await gridDemo('/x/react-data-grid/column-pinning/', 'WideLedgerPinned');
    const email = demo.locator('[role="row"][data-rowindex="0"] [data-field="email"]');
    expect(await email.evaluate((element) => element.classList.contains('MuiDataGrid-cell--pinnedRight'))).toBe(false);
    await columnMenu(demo, 'email', 'Pin to right');
    await expect.poll(() => email.evaluate((element) => element.classList.contains('MuiDataGrid-cell--pinnedRight'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('groups rows by a column and sums each group (Premium)', async () => {
    const { demo, errors } = await gridDemo('/x/react-data-grid/aggregation/', 'PayrollTotals');
    await columnMenu(demo, 'department', /^Group by Department$/);
    const groupRows = demo.locator('[role="row"][data-rowindex]:not([data-id="auto-generated-group-footer-root"])');
    const groups = groupRows.locator('[data-field="__row_group_by_columns_group__"]');
    await expect.poll(() => groups.count()).toBeGreaterThan(1);
    const labels = await groups.allTextContents();
    expect(
      labels.every((label) => /\(\d+\)$/.test(label.trim())),
      labels.join(' | '),
    ).toBe(true);
    // Every group row carries its salary sum; the footer row carries the total of all rows.
    const amount = (text: string | null) => Number(text?.replace(/[^\d.-]/g, ''));
    const sums = (await groupRows.locator('[data-field="salary"]').allTextContents()).map(amount);
    expect(sums.length).toBe(labels.length);
    expect(sums.every((sum) => sum > 0)).toBe(true);
    const total = amount(await demo.locator('[data-id="auto-generated-group-footer-root"] [data-field="salary"]').textContent());
    expect(total).toBe(sums.reduce((a, b) => a + b, 0));
    expect(errors).toEqual([]);
  });

  it('exports the rows as a semicolon-separated CSV file', async () => {
    const { page, demo, errors } = await gridDemo('/x/react-data-grid/export/', 'SemicolonCsv');
    await demo.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /CSV/ }).click()]);
    expect(download.suggestedFilename()).toBe('studio-invoices.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, first] = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(header).toBe('Invoice;Client;Project;Issued;Amount (EUR);Paid');
    expect(first.split(';')[0]).toBe((await columnTexts(demo, 'number'))[0]);
    expect(errors).toEqual([]);
  });

  it('expands a branch of tree data', async () => {
    const { demo, errors } = await gridDemo('/x/react-data-grid/tree-data/', 'OrgChartTree');
    const rows = demo.locator('[role="row"][data-rowindex]');
    const before = await rows.count();
    await demo.getByRole('button', { name: 'see children' }).first().click();
    await expect.poll(() => rows.count()).toBeGreaterThan(before);
    expect(errors).toEqual([]);
  });
});
