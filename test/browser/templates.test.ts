import { describe, expect, inject, it } from 'vitest';
import { setupBrowser, visitBound } from '../support/browser';
import { AUDIT_TABS, auditAxe } from '../support/gates';
import { sitemapRoutes } from '../support/sitemap';

const baseUrl = inject('baseUrl');
const newPage = setupBrowser();

/** The template pages of the site: `/<product>/getting-started/templates/<name>/`. */
async function templateRoutes(): Promise<string[]> {
  return (await sitemapRoutes(baseUrl)).filter((route) => /\/getting-started\/templates\/[^/]+\/$/.test(route));
}

const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1440, height: 900 } } as const;

/** Templates of the site, each audited in every viewport and scheme. */
const TEMPLATES = 16;

describe('templates', () => {
  it('are sixteen, seven for Material UI and nine for Joy UI', async () => {
    const routes = await templateRoutes();
    expect(routes).toHaveLength(TEMPLATES);
    expect(routes.filter((route) => route.startsWith('/material-ui/'))).toHaveLength(7);
    expect(routes.filter((route) => route.startsWith('/joy-ui/'))).toHaveLength(9);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`come live on their own page without a console error or a request off 127.0.0.1, with no axe violation (${name}, ${colorScheme})`, {
        timeout: visitBound(TEMPLATES, AUDIT_TABS),
      }, async () => {
        const routes = await templateRoutes();
        const { context, errors, hosts } = await newPage({ viewport, colorScheme });
        // One visit per template: once it has hydrated, its width and scheme are checked, then axe runs.
        const violations = await auditAxe(
          context,
          baseUrl,
          routes.map((route) => `${route}preview/`),
          {
            inspect: async (page, route) => {
              // Nothing wider than the viewport: the template is responsive down to a phone.
              const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
              expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(1);
              expect(await page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme')), route).toBe(colorScheme);
            },
          },
        );
        expect(errors).toEqual([]);
        expect([...hosts].filter((host) => host !== '127.0.0.1')).toEqual([]);
        expect(violations).toEqual([]);
      });
    }
  }

  it('loads the preview frame on a phone only once it comes into view', async () => {
    const [route] = await templateRoutes();
    const { page, errors } = await newPage({ viewport: VIEWPORTS.phone });
    const previews: string[] = [];
    page.on('request', (request) => request.url().includes('/preview/') && previews.push(request.url()));
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
    const frame = page.locator('iframe[data-template-frame]');
    expect(await frame.evaluate((element) => element.getBoundingClientRect().top > innerHeight)).toBe(true);
    expect(await frame.getAttribute('src')).toBeNull();
    expect(previews).toEqual([]);
    await frame.scrollIntoViewIfNeeded();
    await expect.poll(() => frame.getAttribute('src')).toBe(`${route}preview/`);
    await expect
      .poll(() => frame.evaluate((element: HTMLIFrameElement) => element.contentDocument?.querySelector('#demo-root[data-hydrated]') !== null))
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it('switches the frame on its page between colour schemes and viewports, and shows any file of the template', async () => {
    const [route] = (await templateRoutes()).filter((candidate) => candidate.includes('/material-ui/'));
    const { page, errors } = await newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseUrl}${route}`);
    const frame = page.locator('iframe[data-template-frame]');
    await frame.scrollIntoViewIfNeeded();
    await page.locator('[data-island="widgets/TemplatePreview"]').hover();
    await page.waitForSelector('[data-island="widgets/TemplatePreview"][data-hydrated]');
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect
      .poll(() => frame.evaluate((element: HTMLIFrameElement) => element.contentDocument?.documentElement.getAttribute('data-mui-color-scheme')))
      .toBe('dark');
    await page.getByRole('radio', { name: 'Phone' }).check();
    await expect.poll(() => frame.evaluate((element) => Math.round(element.getBoundingClientRect().width))).toBe(360);
    const file = page.locator('button[data-file-url]').last();
    const path = await file.getAttribute('data-file-path');
    await file.click();
    await expect.poll(() => page.locator('[data-template-path]').textContent()).toBe(path);
    await expect(page.locator('[data-template-code] pre').count()).resolves.toBe(1);
    await expect(page.locator('a', { hasText: 'Open full screen' }).getAttribute('href')).resolves.toBe(`${route}preview/`);
    expect(errors).toEqual([]);
  });

  it('show each template on the gallery, pictured by its own render in the page colour scheme', async () => {
    const { page, errors } = await newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });
    await page.goto(`${baseUrl}/material-ui/getting-started/templates/`);
    const cards = page.locator('li:has(> div[aria-hidden="true"] iframe)');
    await expect(cards.count()).resolves.toBe(7);
    const picture = cards.first().locator('iframe');
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((element: HTMLIFrameElement) => element.contentDocument?.documentElement.getAttribute('data-mui-color-scheme')))
      .toBe('dark');
    expect(errors).toEqual([]);
  });
});
