// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../cli/pipeline/build';
import { readConfig } from '../../cli/config';

const ROOT = path.resolve(__dirname, '../..');
let out: string;
let result: BuildResult;

beforeAll(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), 'docs-lang-'));
  result = await buildSite({
    root: ROOT,
    contentDir: path.join(ROOT, 'test/fixtures/minimal-site'),
    outDir: out,
    config: readConfig({ DOCS_ORIGIN: 'https://docs.example.com' }),
    languages: ['en', 'zh'],
  });
  // A whole build of the fixture site, sharing the two cores with another unit file.
}, 300_000);

afterAll(() => rm(out, { recursive: true, force: true }));

const read = (route: string) => readFile(path.join(out, route, 'index.html'), 'utf8');

describe('building with a second language', () => {
  it('emits prefixed routes for pages, none for the blog or the size snapshot', () => {
    expect(result.routes).toEqual(
      expect.arrayContaining(['/', '/zh/', '/material-ui/react-button/', '/zh/material-ui/react-button/', '/blog/', '/blog/hello/', '/size-snapshot/']),
    );
    expect(result.routes.filter((route) => route.startsWith('/zh/blog') || route.startsWith('/zh/size-snapshot'))).toEqual([]);
  });

  it('renders the prefixed page in its language with translated titles and prefixed links', async () => {
    const html = await read('zh/material-ui/react-button');
    expect(html).toContain('<html lang="zh"');
    expect(html).toContain('<title>按钮 - Material UI</title>');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/material-ui/react-button/">');
    expect(html).toContain('hreflang="zh" href="https://docs.example.com/zh/material-ui/react-button/"');
    expect(html).toContain('href="/zh/material-ui/react-button/" aria-current="page"');
    expect(html).toContain('<a href="/blog/">the blog</a>');
    expect(html).toContain('<a href="https://v6.mui.com/" data-external="" rel="noopener">');
  });

  it('derives English titles from the pages and writes the catalogue with the translations', async () => {
    expect(await read('material-ui/react-button')).toContain('<title>Button - Material UI</title>');
    const catalogue = JSON.parse(await readFile(path.join(out, 'titles.json'), 'utf8')) as Record<string, Record<string, string>>;
    expect(catalogue.en).toMatchObject({ '/material-ui/react-button': 'Button', '/material-ui/components': 'Components', '/blog/hello': 'Hello' });
    expect(catalogue.zh).toEqual({ '/material-ui/react-button': '按钮' });
  });

  it('writes robots.txt and a sitemap against the configured origin', async () => {
    await expect(readFile(path.join(out, 'robots.txt'), 'utf8')).resolves.toContain('Sitemap: https://docs.example.com/sitemap.xml');
    await expect(readFile(path.join(out, 'sitemap.xml'), 'utf8')).resolves.toContain('<loc>https://docs.example.com/zh/material-ui/react-button/</loc>');
  });
});
