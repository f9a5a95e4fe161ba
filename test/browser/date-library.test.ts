/**
 * The pickers' date-library choice: a demo written for Day.js, date-fns, Luxon and Moment.js,
 * switched in the toolbar, remembered for every demo, loading only the chosen library's code.
 */
import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { hydrateIsland } from '../support/gates';

const baseUrl = inject('baseUrl');
const open = setupBrowser();

describe('date library choice', () => {
  it('shows the Day.js version first and switches to another library, loading only its code', async () => {
    const { page, context, scripts, errors } = await open();
    await page.goto(`${baseUrl}/x/react-date-pickers/`);
    await page.waitForSelector('html[data-demo-toolbars="ready"]');
    const group = page.locator('#demo-BasicDateCalendar [role="group"][aria-label="Date library"] button');
    expect(await group.allTextContents()).toEqual(['Day.js', 'date-fns', 'Luxon', 'Moment.js']);
    await hydrateIsland(page.locator('#demo-BasicDateCalendar'));
    expect(scripts.some((script) => script.includes('BasicDateCalendar.luxon'))).toBe(false);

    await page.locator('#demo-BasicDateCalendar [data-option-choice="luxon"]').click();
    const luxon = page.locator('[id="demo-BasicDateCalendar.luxon"]');
    expect(await luxon.isVisible()).toBe(true);
    expect(await page.locator('#demo-BasicDateCalendar').isVisible()).toBe(false);
    await hydrateIsland(luxon);
    expect(scripts.some((script) => script.includes('/demos/x/react-date-pickers/BasicDateCalendar.luxon-'))).toBe(true);
    await luxon.getByRole('gridcell', { name: '21' }).click();
    await expect.poll(() => luxon.getByText(/^Selected:/).textContent()).toBe('Selected: Tuesday 21 April 2026');
    expect((await context.cookies()).find((cookie) => cookie.name === 'dateLibrary')).toMatchObject({ value: 'luxon', path: '/' });
    const projects = JSON.parse((await luxon.getAttribute('data-projects'))!) as Record<string, string>;
    const files = (await (await fetch(`${baseUrl}${projects.TS}`)).json()) as Record<string, string>;
    expect(JSON.parse(files['package.json']).dependencies).toHaveProperty('luxon');
    expect(errors).toEqual([]);
  });

  it('applies a saved choice before first paint, and leaves styling choices alone', async () => {
    const { page, context } = await open({ javaScriptEnabled: true });
    await context.addCookies([{ name: 'dateLibrary', value: 'moment', url: baseUrl }]);
    await page.goto(`${baseUrl}/x/react-date-pickers/`);
    expect(await page.evaluate(() => [document.documentElement.dataset.dateLibrary, document.documentElement.dataset.styling])).toEqual(['moment', 'system']);
    expect(await page.locator('[id="demo-BasicDateCalendar.moment"]').isVisible()).toBe(true);
    // A demo without a Moment.js version shows its own.
    expect(await page.locator('#demo-BasicDatePicker').isVisible()).toBe(true);
  });
});
