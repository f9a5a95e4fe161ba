// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canonicalUrl, headMeta, robotsTxt } from '../../cli/pipeline/render/head';

describe('canonical URLs', () => {
  it('removes the language prefix against the configured origin', () => {
    expect(canonicalUrl('https://mui.com', '/material-ui/react-button/', ['en'])).toBe('https://mui.com/material-ui/react-button/');
    expect(canonicalUrl('https://mui.com', '/zh/material-ui/react-button/', ['en', 'zh'])).toBe('https://mui.com/material-ui/react-button/');
  });

  it('lists hreflang alternates for every language plus x-default', () => {
    const html = headMeta({
      origin: 'https://mui.com',
      route: '/zh/system/react-box/',
      title: 'Box',
      description: 'A box',
      type: 'article',
      languages: ['en', 'zh'],
    });
    expect(html).toContain('<link rel="canonical" href="https://mui.com/system/react-box/">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://mui.com/system/react-box/">');
    expect(html).toContain('<link rel="alternate" hreflang="zh" href="https://mui.com/zh/system/react-box/">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://mui.com/system/react-box/">');
  });

  it('gives excluded pages no language alternates', () => {
    const html = headMeta({ origin: 'https://mui.com', route: '/blog/post/', title: 'Post', description: 'A post', type: 'article', languages: ['en', 'zh'] });
    expect(html).not.toContain('hreflang="zh"');
  });

  it('writes Open Graph and Twitter cards, escaped', () => {
    const html = headMeta({ origin: 'https://mui.com', route: '/', title: 'A "quoted" <title>', description: 'D', type: 'website', languages: ['en'] });
    expect(html).toContain('<meta property="og:title" content="A &#34;quoted&#34; &#60;title&#62;">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://mui.com')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://mui.com/sitemap.xml\n');
  });
});
