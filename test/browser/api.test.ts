import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const newPage = setupBrowser();

/** Identifiers and string literals of the type and default cells that the layout split across lines. */
function brokenTokens(): string[] {
  const broken: string[] = [];
  for (const code of document.querySelectorAll('td[data-label="Type"] code, td[data-label="Default"] code')) {
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/'[^']*'|[A-Za-z_$][\w$.]*/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
  }
  return broken;
}

describe('API pages', () => {
  for (const width of [1280, 390]) {
    it(`breaks types only between tokens at ${width} px, and never scrolls a table sideways on a phone`, async () => {
      const { page } = await newPage({ viewport: { width, height: 900 } });
      for (const route of ['/material-ui/api/button/', '/x/api/data-grid/data-grid/', '/x/api/date-pickers/date-picker/']) {
        await page.goto(`${baseUrl}${route}`);
        const cells = await page.locator('td[data-label="Type"] code').count();
        expect(cells, route).toBeGreaterThan(10);
        await expect(page.evaluate(brokenTokens), route).resolves.toEqual([]);
        if (width < 600) {
          const overflowing = await page
            .locator('[role="region"]:has(table)')
            .evaluateAll((regions) => regions.filter((region) => region.scrollWidth > region.clientWidth + 1).length);
          expect(overflowing, route).toBe(0);
        }
      }
    });
  }

  it('stacks each prop as a block on a phone, its type below its name', async () => {
    const { page } = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl}/material-ui/api/button/`);
    const row = page.locator('tr#prop-disableElevation');
    await expect(row.evaluate((element) => getComputedStyle(element).display)).resolves.toBe('block');
    const [name, type] = await Promise.all([row.locator('td').nth(0).boundingBox(), row.locator('td').nth(1).boundingBox()]);
    expect(type!.y).toBeGreaterThanOrEqual(name!.y + name!.height - 1);
  });

  it('summarises an unreadable type, the full type one click away', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/x/api/data-grid/toolbar/`);
    const cell = page.locator('tr#prop-render td[data-label="Type"] details');
    await expect(cell.locator('summary').textContent()).resolves.toBe('RenderProp<MUIStyledCommonProps<…> & Pick<…>>');
    await cell.locator('summary').click();
    await expect(cell.locator(':scope > code').textContent()).resolves.toContain('DetailedHTMLProps<HTMLAttributes<HTMLDivElement>, HTMLDivElement>');
  });

  it('links an external parent to its own documentation', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/material-ui/api/fade/`);
    // An external link's name ends with the "↗" the stylesheet adds after it.
    const link = page.locator('p', { hasText: 'are also available' }).getByRole('link', { name: /^Transition/ });
    await expect(link.getAttribute('href')).resolves.toMatch(/^https:\/\/reactcommunity\.org\/react-transition-group\/transition/);
  });

  it('keeps every prop in the page text, where find-in-page reaches it', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/material-ui/api/button/`);
    // window.find is Chromium's Ctrl+F over rendered text.
    await expect(page.evaluate(() => (window as unknown as { find(text: string): boolean }).find('disableElevation'))).resolves.toBe(true);
    await expect(page.evaluate(() => window.getSelection()?.anchorNode?.parentElement?.closest('tr')?.id)).resolves.toBe('prop-disableElevation');
  });

  it('scrolls #prop-disableElevation to its row, below the app bar', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${baseUrl}/material-ui/api/button/#prop-disableElevation`);
    const row = page.locator('tr#prop-disableElevation');
    await expect(row.evaluate((element) => element.matches(':target'))).resolves.toBe(true);
    const top = await row.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(64);
    expect(top).toBeLessThan(200);
    await expect(row.locator('td').nth(2).textContent()).resolves.toBe('false');
  });

  it('serves the same data as api.json', async () => {
    const response = await fetch(`${baseUrl}/material-ui/api/button/api.json`);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const api = (await response.json()) as { name: string; themeKey: string; demos: { href: string }[]; props: { name: string }[] };
    expect(api).toMatchObject({ name: 'Button', themeKey: 'MuiButton' });
    expect(api.demos.map((demo) => demo.href)).toContain('/material-ui/react-button/');
    expect(api.props.map((prop) => prop.name)).toContain('disableElevation');
  });

  it('links the inherited component and lists API pages in the drawer', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${baseUrl}/material-ui/api/button/`);
    await page.getByRole('link', { name: 'ButtonBase', exact: true }).first().click();
    await page.waitForURL(`${baseUrl}/material-ui/api/button-base/`);
    await expect(page.locator('#docs-drawer a[aria-current="page"]').textContent()).resolves.toBe('ButtonBase');
  });
});
