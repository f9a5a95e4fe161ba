import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const newPage = setupBrowser();

describe('the Data Grid reference', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`shows GridColDef's properties with their types, defaults and links at ${viewport.width} px`, async () => {
      const { page, errors } = await newPage({ viewport });
      await page.goto(`${baseUrl}/x/api/data-grid/grid-col-def/`);
      await expect(page.locator('h1').textContent()).resolves.toBe('GridColDef API');
      await expect(page.locator('pre').first().textContent()).resolves.toContain("import type { GridColDef } from '@mui/x-data-grid';");
      const width = page.locator('tr#prop-width');
      await expect(width.locator('td[data-label="Default"]').textContent()).resolves.toBe('100');
      await expect(page.locator('tr#prop-field abbr[title="required"]').count()).resolves.toBe(1);
      // A type naming a documented interface links to its page.
      await expect(page.locator('tr#prop-renderCell td[data-label="Type"] a[href="/x/api/data-grid/grid-render-cell-params/"]').count()).resolves.toBe(1);
      // A Premium property carries its plan.
      await expect(page.locator('tr#prop-aggregable').textContent()).resolves.toContain('Premium');
      if (viewport.width < 600) {
        await expect(width.evaluate((row) => getComputedStyle(row).display)).resolves.toBe('block');
        const overflowing = await page
          .locator('[role="region"]:has(table)')
          .evaluateAll((regions) => regions.filter((region) => region.scrollWidth > region.clientWidth + 1).length);
        expect(overflowing).toBe(0);
      }
      expect(errors).toEqual([]);
    });

    it(`puts the sorting methods and selectors on the sorting page at ${viewport.width} px`, async () => {
      const { page, errors } = await newPage({ viewport });
      await page.goto(`${baseUrl}/x/react-data-grid/sorting/#method-setSortModel`);
      const method = page.locator('tr#method-setSortModel');
      await expect(method.locator('td[data-label="Signature"]').textContent()).resolves.toBe('(model: GridSortModel) => void');
      await expect(method.evaluate((row) => row.matches(':target'))).resolves.toBe(true);
      for (const selector of ['gridSortModelSelector', 'gridSortedRowIdsSelector', 'gridSortedRowEntriesSelector']) {
        await expect(page.locator(`tr#selector-${selector}`).count(), selector).resolves.toBe(1);
      }
      expect(errors).toEqual([]);
    });
  }

  it('filters the events catalogue by name and by what an event is about', async () => {
    const { page, errors } = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/x/react-data-grid/events/`);
    const rows = page.locator('tr[data-search]');
    const total = await rows.count();
    expect(total).toBeGreaterThan(50);
    await page.locator('[data-table-filter]').fill('row click');
    await expect.poll(() => page.locator('tr[data-search]:not([hidden])').count()).toBeLessThan(total);
    await expect(page.locator('tr#event-rowClick').isVisible()).resolves.toBe(true);
    await expect(page.locator('tr#event-cellKeyDown').isVisible()).resolves.toBe(false);
    await expect(page.locator('[data-table-status]').textContent()).resolves.toMatch(/of \d+ events match$/);
    expect(errors).toEqual([]);
  });
});
