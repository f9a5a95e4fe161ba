import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const newPage = setupBrowser();

describe('default theme viewer', () => {
  it('filters the tree by path or value, shows each scheme, and copies a value path', async () => {
    const { page, context, errors } = await newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${baseUrl}/joy-ui/customization/default-theme-viewer/`);
    const viewer = page.getByRole('region', { name: "Joy UI's default theme" });
    const leaf = viewer.locator('li[data-path="palette.primary.solidBg"]');
    // Server HTML: branches are closed disclosures until opened or searched.
    await expect(leaf.isVisible()).resolves.toBe(false);
    const search = viewer.getByRole('searchbox');
    await search.fill('palette.primary.solidBg');
    await page.locator('[data-island="widgets/ThemeViewer"][data-hydrated="true"]').waitFor();
    await leaf.waitFor({ state: 'visible' });
    await expect(viewer.getByRole('status').textContent()).resolves.toMatch(/^\d+ of \d+ values match$/);
    await expect(leaf.locator('code:visible').textContent()).resolves.toContain('var(--joy-palette-primary-500, ');
    await viewer.getByLabel('Dark').check();
    await expect(leaf.locator('code:visible').textContent()).resolves.toContain('var(--joy-palette-primary-500, ');
    const body = viewer.locator('li[data-path="palette.background.body"]');
    await search.fill('background.body');
    await body.waitFor({ state: 'visible' });
    const dark = await body.locator('code:visible').textContent();
    await viewer.getByLabel('Light').check();
    expect(await body.locator('code:visible').textContent()).not.toBe(dark);
    await body.getByRole('button', { name: 'body' }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('theme.palette.background.body');
    expect(errors).toEqual([]);
  });
});
