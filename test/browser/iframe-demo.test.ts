/**
 * Iframe demos: a full-page layout renders in its own iframe, styled before
 * any script runs, with its own Emotion cache, the page's colour scheme and direction, and a
 * height that follows its content.
 */
import type { Frame, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { hydrateIsland } from '../support/gates';

const baseUrl = inject('baseUrl');
const open = setupBrowser();
const PAGE = `${baseUrl}/material-ui/react-app-bar/#fixed-placement`;
/** The fixed-bar demo's frame (the page has other iframe demos). */
const FRAME = '#demo-FixedAppBar iframe[data-demo-iframe]';

async function hydratedFrame(page: Page): Promise<Frame> {
  await hydrateIsland(page.locator('#demo-FixedAppBar'));
  return (await page.locator(FRAME).elementHandle())!.contentFrame() as Promise<Frame>;
}

const appBarColour = (frame: Frame) => frame.locator('.MuiAppBar-root').evaluate((element) => getComputedStyle(element).backgroundColor);

describe('iframe demos', () => {
  it('are styled before any script runs', async () => {
    const { page } = await open({ javaScriptEnabled: false });
    await page.goto(PAGE);
    const frame = page.frameLocator(FRAME);
    await expect.poll(() => frame.locator('.MuiAppBar-root').evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  });

  it('keep their styles in their own Emotion cache, and fit their content', async () => {
    const { page, errors } = await open({ viewport: { width: 1280, height: 900 } });
    await page.goto(PAGE);
    const frame = await hydratedFrame(page);
    expect(await frame.locator('head style[data-emotion^="iframe"]').count()).toBeGreaterThan(0);
    // Nothing of the iframe's leaks into the page, and the fixed bar stays inside the frame.
    expect(await page.locator('style[data-emotion^="iframe"]').count()).toBe(0);
    expect(await page.locator('.MuiAppBar-positionFixed').count()).toBe(0);
    const [frameHeight, contentHeight] = await page
      .locator(FRAME)
      .evaluate((iframe: HTMLIFrameElement) => [
        iframe.getBoundingClientRect().height,
        Math.ceil(iframe.contentDocument!.getElementById('demo-root')!.getBoundingClientRect().height),
      ]);
    expect(frameHeight).toBe(contentHeight);
    // A narrower page wraps the text: the frame grows with it.
    await page.setViewportSize({ width: 420, height: 900 });
    await expect.poll(() => page.locator(FRAME).evaluate((iframe: HTMLIFrameElement) => iframe.getBoundingClientRect().height)).toBeGreaterThan(frameHeight);
    expect(errors).toEqual([]);
  });

  it('follow the page into dark mode and right-to-left', async () => {
    const { page } = await open({ colorScheme: 'light' });
    await page.goto(PAGE);
    const frame = await hydratedFrame(page);
    expect(await frame.locator('html').getAttribute('data-mui-color-scheme')).toBe('light');
    const light = await appBarColour(frame);
    await page.getByRole('button', { name: 'Toggle light and dark mode' }).click();
    await expect.poll(() => frame.locator('html').getAttribute('data-mui-color-scheme')).toBe('dark');
    await expect.poll(() => appBarColour(frame)).not.toBe(light);
    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Right to left' }).click();
    await expect.poll(() => frame.locator('html').getAttribute('dir')).toBe('rtl');
    // The back button sits at the start of the bar: the right edge in right-to-left.
    await expect
      .poll(() =>
        frame.locator('[aria-label="Back to recipes"]').evaluate((button) => button.getBoundingClientRect().left > document.documentElement.clientWidth / 2),
      )
      .toBe(true);
  });
});
