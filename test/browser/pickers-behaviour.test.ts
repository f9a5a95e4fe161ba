/**
 * The date and time pickers behave on their pages as they do in an app: a picker opens and takes
 * a date from the keyboard, a field takes typed digits, a range picker selects a range, an
 * incomplete date shows its error, a locale switch renames the months, and every date library
 * renders the same date.
 */
import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { hydrateIsland } from '../support/gates';

const baseUrl = inject('baseUrl');
const open = setupBrowser();

describe('date and time pickers on their pages', () => {
  it('opens a date picker and chooses a date with the keyboard alone', async () => {
    const { page, errors } = await open();
    await page.goto(`${baseUrl}/x/react-date-pickers/date-picker/`);
    const demo = page.locator('#demo-ConferenceDayBasic');
    await hydrateIsland(demo);
    await demo.getByRole('button', { name: /^Choose date/ }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('[role="gridcell"]:focus').textContent()).toBe('14');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => demo.locator('[aria-live="polite"]').textContent()).toBe('Badge printed for Wednesday 21 October');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('takes typed digits in a field, and renames the months when the locale changes', async () => {
    const { page, errors } = await open();
    await page.goto(`${baseUrl}/x/react-date-pickers/adapters-locale/`);
    const demo = page.locator('#demo-ConferenceLocaleSwitch');
    await hydrateIsland(demo);
    const header = demo.locator('.MuiPickersCalendarHeader-label');
    expect(await header.textContent()).toBe('June 2026');
    await demo.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('25');
    await expect.poll(() => demo.locator('[role="gridcell"][aria-selected="true"]').textContent()).toBe('25');

    await demo.getByLabel('Attendee locale').selectOption('fr');
    await expect.poll(() => header.textContent()).toBe('juin 2026');
    await demo.getByLabel('Attendee locale').selectOption('de');
    await expect.poll(() => header.textContent()).toBe('Juni 2026');
    expect(await demo.locator('[role="gridcell"][aria-selected="true"]').textContent()).toBe('25');
    expect(errors).toEqual([]);
  });

  it('selects a range in the Pro date range picker', async () => {
    const { page, errors } = await open();
    await page.goto(`${baseUrl}/x/react-date-pickers/date-range-picker/`);
    const demo = page.locator('#demo-CabinStayRange');
    await hydrateIsland(demo);
    const summary = demo.locator('[aria-live="polite"]');
    expect(await summary.textContent()).toBe('4 nights · 560 € before taxes');
    await demo.getByRole('button', { name: /^Choose range/ }).click();
    const july = page.getByRole('dialog').getByRole('grid').first();
    await july.waitFor();
    await july.getByRole('gridcell', { name: '10', exact: true }).click();
    await july.getByRole('gridcell', { name: '15', exact: true }).click();
    await expect.poll(() => summary.textContent()).toBe('5 nights · 700 € before taxes');
    expect(errors).toEqual([]);
  });

  it('shows the validation error of a day the month lacks, and clears it when the date exists again', async () => {
    const { page, errors } = await open();
    await page.goto(`${baseUrl}/x/react-date-pickers/validation/`);
    const demo = page.locator('#demo-InvalidDateMessage');
    await hydrateIsland(demo);
    const helper = demo.locator('.MuiFormHelperText-root');
    expect(await helper.textContent()).toBe('As printed at the top of the receipt');
    await demo.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('31');
    await expect.poll(() => helper.textContent()).toBe('February has no such day. Check the receipt again.');
    expect(await helper.evaluate((element) => element.classList.contains('Mui-error'))).toBe(true);
    await demo.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type('03');
    await expect.poll(() => helper.textContent()).toBe('As printed at the top of the receipt');
    expect(await demo.locator('input').inputValue()).toBe('03/31/2026');
    expect(errors).toEqual([]);
  });

  it('renders the same date with Day.js, date-fns, Luxon and Moment.js', async () => {
    const { page, errors } = await open();
    await page.goto(`${baseUrl}/x/react-date-pickers/`);
    await page.waitForSelector('html[data-demo-toolbars="ready"]');
    const seen: string[] = [];
    const demoOf = (library: string) => page.locator(library === 'dayjs' ? '#demo-BasicDateCalendar' : `[id="demo-BasicDateCalendar.${library}"]`);
    let shown = 'dayjs';
    for (const library of ['dayjs', 'date-fns', 'luxon', 'moment']) {
      // Each library's demo has its own toolbar; the choice is made in the one on show.
      if (library !== shown) await demoOf(shown).locator(`[data-option-choice="${library}"]`).click();
      shown = library;
      const demo = demoOf(library);
      expect(await demo.isVisible(), library).toBe(true);
      await hydrateIsland(demo);
      const header = await demo.locator('.MuiPickersCalendarHeader-label').textContent();
      const selected = await demo.locator('[role="gridcell"][aria-selected="true"]').textContent();
      const text = await demo.getByText(/^Selected:/).textContent();
      seen.push(`${library}: ${header} · ${selected} · ${text}`);
    }
    expect(seen).toEqual(['dayjs', 'date-fns', 'luxon', 'moment'].map((library) => `${library}: April 2026 · 17 · Selected: Friday 17 April 2026`));
    expect(errors).toEqual([]);
  });

  for (const viewport of [
    { width: 360, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    it(`shows the whole text of every range field at ${viewport.width} px, and keeps each licence watermark inside its demo`, async () => {
      const { page } = await open({ viewport });
      await page.goto(`${baseUrl}/x/react-date-pickers/date-range-picker/`);
      const demos = page.locator('[data-island^="demos/"]');
      for (let index = 0; index < (await demos.count()); index += 1) if (await demos.nth(index).isVisible()) await hydrateIsland(demos.nth(index));
      // A field's text (the accessible section list, or an input) fits its box: nothing is cut.
      const clipped = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-island^="demos/"] .MuiPickersSectionList-root, [data-island^="demos/"] input[type="text"]')]
          .filter((field) => field.getClientRects().length && field.scrollWidth > field.clientWidth + 1)
          .map((field) => `${field.closest('[data-demo]')?.getAttribute('data-demo')}: ${field.textContent || (field as HTMLInputElement).value}`),
      );
      expect(clipped).toEqual([]);
      // Without a licence key the Pro pickers draw MUI X's watermark: it belongs inside the demo that draws it.
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('div[style]')]
          .filter(
            (element) => element.style.pointerEvents === 'none' && element.textContent?.startsWith('MUI X ') && element.closest('[data-island^="demos/"]'),
          )
          .filter((element) => {
            const box = element.getBoundingClientRect();
            const demo = element.closest('[data-island^="demos/"]')!.getBoundingClientRect();
            return box.top < demo.top - 1 || box.bottom > demo.bottom + 1 || box.left < demo.left - 1 || box.right > demo.right + 1;
          })
          .map((element) => element.closest('[data-demo]')?.getAttribute('data-demo')),
      );
      expect(outside).toEqual([]);
    });
  }
});
