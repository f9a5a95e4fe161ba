// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aliasRedirects, redirectHtml, sectionRedirects } from '../../cli/pipeline/redirects';

describe('section redirects', () => {
  const tree = [
    { pathname: '/material-ui/getting-started', children: [{ pathname: '/material-ui/getting-started/overview' }] },
    {
      pathname: '/material-ui/components',
      children: [{ pathname: '/material-ui/components/inputs', subheader: 'Inputs', children: [{ pathname: '/material-ui/react-button' }] }],
    },
    { pathname: '/material-ui/discover-more', children: [{ pathname: '/material-ui/store', linkProps: { href: 'https://example.com' } }] },
  ];

  it('leads every section without a page to its first page', () => {
    expect(sectionRedirects(tree, new Set(['/material-ui/getting-started/overview/', '/material-ui/react-button/']))).toEqual([
      { from: '/material-ui/getting-started/', to: '/material-ui/getting-started/overview/' },
      { from: '/material-ui/components/', to: '/material-ui/react-button/' },
      { from: '/material-ui/components/inputs/', to: '/material-ui/react-button/' },
    ]);
  });

  it('leaves a section that is also a page alone', () => {
    expect(sectionRedirects(tree, new Set(['/material-ui/getting-started/'])).map((r) => r.from)).not.toContain('/material-ui/getting-started/');
  });

  it('writes a meta refresh with a canonical link', () => {
    const html = redirectHtml('/material-ui/react-button/', 'https://docs.example.com');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/material-ui/react-button/">');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/material-ui/react-button/">');
  });
});

describe('alias redirects', () => {
  const page = (route: string, aliases: string[]) => ({
    route,
    kind: 'guide' as const,
    productId: 'material-ui' as const,
    title: 't',
    description: 'd',
    dir: __dirname,
    sourceFile: __filename,
    source: '',
    frontmatter: { title: 't', description: 'd', aliases },
  });

  it("leads each of a page's old URLs to the page", () => {
    expect(aliasRedirects([page('/material-ui/customization/right-to-left/', ['/material-ui/guides/right-to-left/'])], new Set())).toEqual([
      { from: '/material-ui/guides/right-to-left/', to: '/material-ui/customization/right-to-left/' },
    ]);
  });

  it("refuses an alias that is a page, or another page's alias, naming the file", () => {
    expect(() => aliasRedirects([page('/a/', ['/b/'])], new Set(['/b/']))).toThrow(/alias \/b\/ is already the page \/b\//);
    expect(() => aliasRedirects([page('/a/', ['/c/']), page('/b/', ['/c/'])], new Set())).toThrow(
      /redirects\.test\.ts.*alias \/c\/ is already an alias of \/a\//,
    );
  });
});
