/**
 * Styling variants: MUI System, Tailwind and
 * CSS versions of a demo, chosen in the toolbar, remembered like the code variant, and shown,
 * copied and exported as chosen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const open = setupBrowser();
const BOX = `${baseUrl}/system/react-box/`;

const visibleFrames = (page: Page) =>
  page
    .locator('[data-option-group="BoxBasic"] > section')
    .evaluateAll((sections) => sections.filter((section) => (section as HTMLElement).offsetParent !== null).map((section) => section.id));

describe('styling variants', () => {
  it('shows MUI System first and offers the three options on the Box page', async () => {
    const { page } = await open();
    await page.goto(BOX);
    expect(await visibleFrames(page)).toEqual(['demo-BoxBasic']);
    const choices = page.locator('#demo-BoxBasic [role="group"][aria-label="Styling"] button');
    expect(await choices.allTextContents()).toEqual(['MUI System', 'Tailwind', 'CSS']);
    expect(await choices.first().getAttribute('aria-pressed')).toBe('true');
    // Every variant is rendered on the server, styled.
    expect(await page.locator('[id="demo-BoxBasic.css"] .delivery-notice').evaluate((element) => getComputedStyle(element).borderLeftWidth)).toBe('4px');
  });

  it('switches every demo, saves the choice for a year and keeps the keyboard on the choice', async () => {
    const { page, context } = await open();
    await page.goto(BOX);
    await page.waitForSelector('html[data-demo-toolbars="ready"]');
    await page.locator('#demo-BoxBasic [data-option-choice="tailwind"]').click();
    expect(await visibleFrames(page)).toEqual(['demo-BoxBasic.tailwind']);
    expect(await page.locator('[data-option-group="BoxResponsive"] > [data-demo-option="tailwind"]').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('section')?.id)).toBe('demo-BoxBasic.tailwind');
    const tailwindBox = page.locator('[id="demo-BoxBasic.tailwind"] [data-island] > div');
    await expect.poll(() => tailwindBox.evaluate((element) => getComputedStyle(element).borderLeftWidth)).toBe('4px');
    expect(await tailwindBox.evaluate((element) => getComputedStyle(element).paddingTop)).toBe('16px');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'stylingVariant')!;
    expect(cookie).toMatchObject({ value: 'tailwind', path: '/' });
    expect(Math.round(cookie.expires - Date.now() / 1000)).toBeGreaterThan(31536000 - 60);

    // The choice carries to another page; a demo without that variant shows MUI System.
    await page.goto(`${baseUrl}/joy-ui/react-button/`);
    expect(await page.locator('[id="demo-ButtonVariants.tailwind"]').isVisible()).toBe(true);
    expect(await page.locator('#demo-ButtonVariants').isVisible()).toBe(false);
    expect(await page.locator('#demo-ButtonColors').isVisible()).toBe(true);
  });

  it('copies and exports the chosen variant', async () => {
    const { page, context } = await open();
    await context.addCookies([{ name: 'stylingVariant', value: 'css', url: baseUrl }]);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto(BOX);
    await page.waitForSelector('html[data-demo-toolbars="ready"]');
    expect(await visibleFrames(page)).toEqual(['demo-BoxBasic.css']);
    const copy = page.locator('[id="demo-BoxBasic.css"] [data-demo-copy]');
    await copy.click();
    // The copy may wait for the source to be fetched; the label says when it is done.
    await expect.poll(() => copy.textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^import '\.\/BoxBasic\.css';[\s\S]*className="delivery-notice"/);
    const projects = JSON.parse((await page.locator('[id="demo-BoxBasic.css"]').getAttribute('data-projects'))!) as Record<string, string>;
    const files = (await (await fetch(`${baseUrl}${projects.TS}`)).json()) as Record<string, string>;
    expect(files['src/BoxBasic.css']).toContain('.delivery-notice');
    expect(files['src/BoxBasic.tsx']).toContain("import './BoxBasic.css';");
    const tailwind = JSON.parse((await page.locator('[id="demo-BoxBasic.tailwind"]').getAttribute('data-projects'))!) as Record<string, string>;
    const tailwindFiles = (await (await fetch(`${baseUrl}${tailwind.JS}`)).json()) as Record<string, string>;
    expect(JSON.parse(tailwindFiles['package.json']).devDependencies).toHaveProperty('@tailwindcss/vite');
    expect(tailwindFiles['src/index.jsx']).toContain("import './index.css';");
  });
});
