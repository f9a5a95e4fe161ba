// @vitest-environment node
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeHtml, loadTemplate } from '../../cli/pipeline/render/template';
import { sitemapRoutes, sitemapXml } from '../../cli/pipeline/sitemap';

describe('templates', () => {
  it('fills placeholders and names the line of a missing one', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'tpl-')), 'page.html');
    await writeFile(file, '<title>{{title}}</title>\n<body>{{body}}</body>');
    const template = await loadTemplate(file);
    expect(template({ title: 'A', body: 'B' })).toBe('<title>A</title>\n<body>B</body>');
    expect(() => template({ title: 'A' })).toThrow(`${file}:2: no value for placeholder {{body}}`);
  });

  it('escapes text for HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});

describe('sitemap', () => {
  it('lists page routes against the origin, without the 404 document', () => {
    const routes = sitemapRoutes(['/', '/material-ui/react-button/', '/404.html']);
    expect(sitemapXml('https://docs.example.com', routes)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://docs.example.com/</loc></url>\n  <url><loc>https://docs.example.com/material-ui/react-button/</loc></url>\n</urlset>\n',
    );
  });
});
