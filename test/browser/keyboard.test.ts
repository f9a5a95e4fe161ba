import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const newPage = setupBrowser();

describe('keyboard', () => {
  it('tabs through a component page: search, navigation, settings, then the first demo toolbar, each with a visible focus ring', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    const reached: string[] = [];
    const missingRing: string[] = [];
    for (let step = 0; step < 250 && !reached.includes('demo toolbar'); step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        const region = element.closest('[role="toolbar"]')
          ? 'demo toolbar'
          : element.closest('#docs-drawer')
            ? 'navigation'
            : element.matches('[data-search-open]')
              ? 'search'
              : element.matches('[aria-label="Open settings"]')
                ? 'settings'
                : '';
        return { region, ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 };
      });
      if (focused.region && !reached.includes(focused.region)) reached.push(focused.region);
      if (focused.region && !focused.ring) missingRing.push(focused.region);
    }
    expect(reached).toEqual(['search', 'navigation', 'settings', 'demo toolbar']);
    expect(missingRing).toEqual([]);
  });

  it('offers a skip link as the first stop, leading to the content', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to content');
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => location.hash)).resolves.toBe('#main-content');
  });
});
