/**
 * Static quality gates over the built site (issue 9): every page is valid HTML, and every
 * internal link and `#anchor` resolves. External links are listed, never fetched.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, inject, it } from 'vitest';

const siteDir = inject('siteDir');
const pages = new Map<string, string>();

beforeAll(async () => {
  const files = (await readdir(siteDir, { recursive: true })).filter((file) => file.endsWith('.html'));
  await Promise.all(files.map(async (file) => pages.set(`/${file.split(path.sep).join('/')}`, await readFile(path.join(siteDir, file), 'utf8'))));
});

/** Offsets of demo previews' contents: markup rendered by the MUI packages, not by us. */
function demoRanges(html: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const match of html.matchAll(/<div[^>]*data-island="demos\/[^"]*"[^>]*>/g)) {
    let depth = 1;
    const tags = /<(\/?)div\b[^>]*>/g;
    tags.lastIndex = match.index + match[0].length;
    for (let tag = tags.exec(html); tag && depth > 0; tag = tags.exec(html)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) ranges.push([match.index, tag.index]);
    }
  }
  return ranges;
}

function offsetOf(html: string, line: number, column: number): number {
  const lines = html.split('\n');
  return lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + column - 1;
}

/**
 * Errors inside demo previews that come from the packages' own markup, which a demo cannot
 * change. Pinned here so a new one, or a fixed one, fails the test.
 */
const PACKAGE_MARKUP: string[] = [];

const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));

/** The HTML file a site path is served from, or undefined. */
function target(pathname: string): string | undefined {
  if (pages.has(pathname)) return pathname;
  if (pages.has(`${pathname}index.html`)) return `${pathname}index.html`;
  return undefined;
}

describe('built site quality', () => {
  it('validates every page with html-validate (standard and document rules)', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:standard', 'html-validate:document'],
      rules: {
        // Subresource integrity is for third-party files; every script and style here is the site's own.
        'require-sri': 'off',
        // A modal <dialog> (settings) opens with an h2 of the page outline, as is conventional.
        'heading-level': ['error', { sectioningRoots: [] }],
      },
    });
    const errors: string[] = [];
    const inDemos = new Set<string>();
    for (const [file, html] of pages) {
      const report = await validator.validateString(html, file);
      const ranges = demoRanges(html);
      for (const result of report.results) {
        for (const message of result.messages) {
          const offset = offsetOf(html, message.line, message.column);
          if (ranges.some(([start, end]) => offset > start && offset < end)) inDemos.add(`${file} ${message.ruleId}: ${message.message}`);
          else errors.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
        }
      }
    }
    expect(errors.slice(0, 20)).toEqual([]);
    expect([...inDemos]).toEqual(PACKAGE_MARKUP);
  }, 300_000);

  it('writes every page as Markdown, demos inlined as source (issue 8)', async () => {
    const sitemap = await readFile(path.join(siteDir, 'sitemap.xml'), 'utf8');
    const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
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
    expect(site).toContain('/material-ui/react-button/index.md): Buttons allow users');
    const material = await readFile(path.join(siteDir, 'material-ui/llms.txt'), 'utf8');
    expect(material).toContain('## API reference');
    expect(material).toContain('/material-ui/api/button/index.md)');
    await expect(readFile(path.join(siteDir, 'x/react-data-grid/llms.txt'), 'utf8')).resolves.toContain('/x/api/data-grid/data-grid/index.md');
  });

  it('resolves every internal link and anchor', async () => {
    const broken: string[] = [];
    const external = new Set<string>();
    const idCache = new Map<string, Set<string>>();
    const idsOf = (file: string) => {
      if (!idCache.has(file)) idCache.set(file, ids(pages.get(file)!));
      return idCache.get(file)!;
    };
    for (const [file, html] of pages) {
      const base = new URL(file.replace(/index\.html$/, ''), 'http://site');
      for (const [, attribute, value] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
        const url = new URL(value.replace(/&amp;/g, '&'), base);
        if (url.origin !== 'http://site') {
          external.add(url.href);
          continue;
        }
        if (attribute === 'src' || /\.(css|js|svg|woff2|xml|txt|json|png|ico|md)$/.test(url.pathname)) {
          const asset = await readFile(path.join(siteDir, decodeURIComponent(url.pathname))).catch(() => undefined);
          if (!asset) broken.push(`${file}: ${value}`);
          continue;
        }
        const page = target(decodeURIComponent(url.pathname));
        if (!page) broken.push(`${file}: ${value} (no page)`);
        else if (url.hash && !idsOf(page).has(decodeURIComponent(url.hash.slice(1)))) broken.push(`${file}: ${value} (no #${url.hash.slice(1)})`);
      }
    }
    expect(broken.slice(0, 30)).toEqual([]);
    // External links are listed for review, not fetched (no network in tests).
    expect(external.size).toBeGreaterThan(0);
  }, 120_000);
});
