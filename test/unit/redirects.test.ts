// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { redirectHtml, sectionRedirects } from '../../cli/pipeline/redirects';

describe('section redirects', () => {
  const tree = [
    { pathname: '/material-ui/getting-started', children: [{ pathname: '/material-ui/getting-started/overview' }] },
    {
      pathname: '/material-ui/components',
      children: [
        { pathname: '/material-ui/components/inputs', subheader: 'Inputs', children: [{ pathname: '/material-ui/react-button' }] },
      ],
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
