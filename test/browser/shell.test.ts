import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const newPage = setupBrowser();

describe('navigation drawer', () => {
  it('marks the active page and opens its parents', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    const current = page.locator('#docs-drawer a[aria-current="page"]');
    await expect(current.count()).resolves.toBe(1);
    await expect(current.textContent()).resolves.toBe('Button');
    await expect(page.locator('#docs-drawer details:has(a[aria-current="page"])').getAttribute('open')).resolves.toBe('');
    await expect(page.locator('#docs-drawer details:not(:has(a[aria-current="page"]))').first().getAttribute('open')).resolves.toBeNull();
  });

  it('shows plan badges and flag chips', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/x/react-data-grid/`);
    await expect(page.locator('#docs-drawer [data-plan="pro"]').first().textContent()).resolves.toBe('Pro');
    await expect(page.locator('#docs-drawer [data-plan="premium"]').first().textContent()).resolves.toBe('Premium');
    await page.goto(`${baseUrl}/material-ui/react-grid-legacy/`);
    await expect(page.locator('#docs-drawer a[aria-current="page"] [data-flag="legacy"]').textContent()).resolves.toBe('Legacy');
  });

  it('is a temporary drawer on narrow screens that opens and closes', async () => {
    const { page } = await newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    const drawer = page.locator('#docs-drawer');
    const menu = page.getByRole('button', { name: 'Open navigation' });
    await expect(drawer.isVisible()).resolves.toBe(false);
    await menu.click();
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    await drawer.locator('a[aria-current="page"]').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await menu.click();
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('links previous and next pages in drawer order', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    await expect(page.locator('a[rel="prev"]').getAttribute('href')).resolves.toBe('/material-ui/react-autocomplete/');
    await expect(page.locator('a[rel="next"]').getAttribute('href')).resolves.toBe('/material-ui/react-button-group/');
  });

  it('shows the installed version in the version menu', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/material-ui/react-button/`);
    await expect(page.locator('summary[aria-label^="Version"]').textContent()).resolves.toBe('v7.1.0');
    await page.goto(`${baseUrl}/joy-ui/react-button/`);
    await expect(page.locator('summary[aria-label^="Version"]').textContent()).resolves.toBe('v5.0.0-beta.49');
  });

  it('leads a section URL to its first page', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/material-ui/customization/`);
    await page.waitForURL(`${baseUrl}/material-ui/customization/how-to-customize/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('How to customize');
  });
});

describe('page layout', () => {
  /** The article's box on `route` at `width` px, optionally as painted before the contents list is parsed (the list cut from the HTML). */
  async function articleBox(route: string, width: number, withoutToc: boolean) {
    const { page } = await newPage({ viewport: { width, height: 900 } });
    if (withoutToc) {
      await page.route(`${baseUrl}${route}`, async (request) => {
        const response = await request.fetch();
        const html = (await response.text()).replace(/<nav[^>]*data-toc=""[^>]*>[\s\S]*?<\/nav>/, '');
        await request.fulfill({ response, body: html });
      });
    }
    await page.goto(`${baseUrl}${route}`);
    return page.locator('main > article').evaluate((article) => {
      const { x, width } = article.getBoundingClientRect();
      return { x: Math.round(x), width: Math.round(width) };
    });
  }

  it('keeps the article in place while the contents list is still on its way (no layout shift on long pages)', async () => {
    for (const [route, width] of [
      ['/x/react-data-grid/charts-integration/', 1350],
      ['/material-ui/react-button/', 1600],
      ['/x/react-data-grid/', 1280],
    ] as const) {
      const [parsed, early] = await Promise.all([articleBox(route, width, false), articleBox(route, width, true)]);
      expect(early, `${route} at ${width} px`).toEqual(parsed);
    }
  });
});
