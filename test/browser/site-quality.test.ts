/**
 * Static quality gates over the built site: every page is valid HTML, and every
 * internal link and `#anchor` resolves. External links are listed, never fetched.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkLinks, htmlIds, validateHtml } from '../support/gates';
import { sitemapPathnames } from '../../cli/pipeline/sitemap';

const siteDir = inject('siteDir');
const pages = new Map<string, string>();

beforeAll(async () => {
  // Pages only: `assets/code/` holds code-block fragments fetched into pages on demand, the same
  // Shiki markup as the blocks each page carries and is validated with.
  const files = (await readdir(siteDir, { recursive: true })).filter((file) => file.endsWith('.html') && !file.startsWith(`assets${path.sep}`));
  await Promise.all(files.map(async (file) => pages.set(`/${file.split(path.sep).join('/')}`, await readFile(path.join(siteDir, file), 'utf8'))));
});

/**
 * Errors inside demo previews that come from the packages' own markup, which a demo cannot
 * change. Pinned here so a new one, or a fixed one, fails the test.
 */
const PACKAGE_MARKUP: string[] = [];

/** The HTML file a site path is served from, or undefined. */
function target(pathname: string): string | undefined {
  if (pages.has(pathname)) return pathname;
  if (pages.has(`${pathname}index.html`)) return `${pathname}index.html`;
  return undefined;
}

describe('built site quality', () => {
  it('validates every page with html-validate (standard and document rules)', async () => {
    const { errors, inDemos } = await validateHtml(pages);
    expect(errors.slice(0, 20)).toEqual([]);
    expect(inDemos).toEqual(PACKAGE_MARKUP);
  }, 300_000);

  it('writes every page as Markdown, demos inlined as source', async () => {
    const sitemap = await readFile(path.join(siteDir, 'sitemap.xml'), 'utf8');
    const routes = sitemapPathnames(sitemap);
    const missing: string[] = [];
    for (const route of routes) {
      const markdown = await readFile(path.join(siteDir, route, 'index.md'), 'utf8').catch(() => undefined);
      if (!markdown?.startsWith('# ')) missing.push(route);
      else if (markdown.includes('::demo')) missing.push(`${route} (demo placeholder left)`);
    }
    expect(missing).toEqual([]);
    const button = await readFile(path.join(siteDir, 'material-ui/react-button/index.md'), 'utf8');
    expect(button).toContain("```tsx\nimport Button from '@mui/material/Button';");
    const api = await readFile(path.join(siteDir, 'material-ui/api/button/index.md'), 'utf8');
    expect(api).toContain("| `variant` | `'contained' \\| 'outlined' \\| 'text' \\| string` | `'text'` |");
  });

  it('lists every page with its Markdown in llms.txt files', async () => {
    const site = await readFile(path.join(siteDir, 'llms.txt'), 'utf8');
    expect(site).toMatch(/^# MUI docs\n\n> /);
    expect(site).toContain('/material-ui/react-button/index.md): A Button starts an action');
    const material = await readFile(path.join(siteDir, 'material-ui/llms.txt'), 'utf8');
    expect(material).toContain('## API reference');
    expect(material).toContain('/material-ui/api/button/index.md)');
    await expect(readFile(path.join(siteDir, 'x/react-data-grid/llms.txt'), 'utf8')).resolves.toContain('/x/api/data-grid/data-grid/index.md');
  });

  it('resolves every internal link and anchor', async () => {
    const idCache = new Map<string, Set<string>>();
    const { broken, external } = await checkLinks(pages, {
      idsOf: (pathname) => {
        const file = target(pathname);
        if (!file) return undefined;
        if (!idCache.has(file)) idCache.set(file, htmlIds(pages.get(file)!));
        return idCache.get(file)!;
      },
      hasAsset: (pathname) =>
        readFile(path.join(siteDir, pathname)).then(
          () => true,
          () => false,
        ),
    });
    expect(broken.slice(0, 30)).toEqual([]);
    // External links are listed for review, not fetched (no network in tests).
    expect(external.size).toBeGreaterThan(0);
  }, 120_000);
});
