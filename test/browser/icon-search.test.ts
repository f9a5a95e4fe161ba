import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { ICON_THEMES } from '../../runtime/icons/themes';

const baseUrl = inject('baseUrl');
const newPage = setupBrowser();

describe('Material Icons search', () => {
  it('finds icons by name and by meaning, filters by theme, and gives the right import line in every theme', async () => {
    const { page, context, errors } = await newPage({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${baseUrl}/material-ui/material-icons/`);
    const search = page.getByRole('region', { name: 'Material Icons search' });
    const query = search.getByRole('searchbox');
    await query.fill('AccessAlarm');
    await expect.poll(() => search.locator('[data-icon]').first().getAttribute('data-icon')).toBe('AccessAlarm');
    await query.fill('trash');
    await expect.poll(() => search.locator('[data-icon="Delete"]').count()).toBe(1);
    await query.fill('cog');
    await expect.poll(() => search.locator('[data-icon="Settings"]').count()).toBe(1);

    await query.fill('alarm add');
    await search.locator('[data-icon="AlarmAdd"]').waitFor();
    for (const theme of ICON_THEMES) {
      await search.getByLabel(theme.label, { exact: true }).check();
      await expect.poll(() => search.getByRole('status').textContent()).toContain(`${theme.label.toLowerCase()} icons match`);
      const icon = search.locator('[data-icon="AlarmAdd"]');
      await expect.poll(() => icon.locator('path').count()).toBeGreaterThan(0);
      await icon.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('[data-icon-import]').textContent()).resolves.toBe(
        `import AlarmAdd${theme.suffix}Icon from '@mui/icons-material/AlarmAdd${theme.suffix}';`,
      );
      await dialog.locator('[data-icon-copy="jsx"]').click();
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`<AlarmAdd${theme.suffix}Icon />`);
      await dialog.getByRole('button', { name: 'Close' }).click();
    }
    // A brand icon has no other theme: the Outlined filter leaves it out.
    await query.fill('GitHub');
    await search.getByLabel('Filled', { exact: true }).check();
    await expect.poll(() => search.locator('[data-icon]').first().getAttribute('data-icon')).toBe('GitHub');
    await search.getByLabel('Outlined', { exact: true }).check();
    await expect.poll(() => search.getByRole('status').textContent()).toContain('outlined icons match');
    await expect.poll(() => search.locator('[data-icon="GitHub"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('scrolls the whole list without leaving a blank row, in the DOM only what is in view', async () => {
    const { page } = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${baseUrl}/material-ui/material-icons/`);
    const grid = page.locator('[data-icon-grid]');
    await grid.scrollIntoViewIfNeeded();
    await grid.hover();
    await page.locator('[data-row]').first().waitFor();
    const total = await grid.evaluate((element) => element.scrollHeight);
    for (let top = 0; top < total; top += 1500) {
      await grid.evaluate((element, y) => (element.scrollTop = y), top);
      // Every row in view is drawn, and every icon in it gets its paths.
      await expect
        .poll(() =>
          grid.evaluate((element) => {
            const view = element.getBoundingClientRect();
            const rows = [...element.querySelectorAll<HTMLElement>('[data-row]')].filter((row) => {
              const box = row.getBoundingClientRect();
              return box.bottom > view.top && box.top < view.bottom;
            });
            const blank = rows.some((row) => !row.querySelector('[data-icon]') || row.querySelector('[data-loading]'));
            return rows.length > 0 && !blank;
          }),
        )
        .toBe(true);
    }
    expect(await page.locator('[data-icon]').count()).toBeLessThan(200);
  });
});

describe('icons guide', () => {
  it('loads the self-hosted icon font stylesheets on its own page only, and draws the ligatures', async () => {
    const { page, hosts } = await newPage();
    await page.goto(`${baseUrl}/material-ui/icons/`);
    const links = await page
      .locator('link[rel="stylesheet"][href*="/assets/packages/@fontsource/material-icons"]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(links).toContain('/assets/packages/@fontsource/material-icons@5.3.0/index.css');
    await page.locator('#demo-FontIconLigatures').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => document.fonts.check('24px "Material Icons"', 'local_shipping'))).toBe(true);
    // The ligature renders as one glyph, not as the word's letters.
    const width = await page
      .locator('#demo-FontIconLigatures .material-icons')
      .first()
      .evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThan(40);
    expect([...hosts]).toEqual(['127.0.0.1']);
    await page.goto(`${baseUrl}/material-ui/material-icons/`);
    expect(await page.locator('link[href*="/assets/packages/"]').count()).toBe(0);
  });
});
