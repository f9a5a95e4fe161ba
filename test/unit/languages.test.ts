import { describe, expect, it } from 'vitest';
import { isLanguageExcluded, languagesFor, localizedPath, localizeLinks, pathnameToLanguage } from '../../runtime/i18n/languages';
import { catalogueTitle } from '../../runtime/i18n/titles';

// A second language exists only here: the mechanism must need nothing else.
const WITH_CHINESE = ['en', 'zh'];

describe('language prefix', () => {
  it('omits the prefix for English, the default and only language', () => {
    expect(pathnameToLanguage('/material-ui/react-button/')).toEqual({ userLanguage: 'en', canonicalAs: '/material-ui/react-button/' });
    expect(pathnameToLanguage('/zh/material-ui/react-button/')).toEqual({ userLanguage: 'en', canonicalAs: '/zh/material-ui/react-button/' });
  });

  it('parses and removes a listed language prefix', () => {
    expect(pathnameToLanguage('/zh/material-ui/react-button/', WITH_CHINESE)).toEqual({ userLanguage: 'zh', canonicalAs: '/material-ui/react-button/' });
    expect(pathnameToLanguage('/zh/', WITH_CHINESE)).toEqual({ userLanguage: 'zh', canonicalAs: '/' });
    expect(pathnameToLanguage('/en/material-ui/', WITH_CHINESE)).toEqual({ userLanguage: 'en', canonicalAs: '/en/material-ui/' });
  });

  it.each([
    ['/blog', true],
    ['/blog/', true],
    ['/blog/docs-that-ship-less-javascript/', true],
    ['/size-snapshot/', true],
    ['/blogging/', false],
    ['/material-ui/blog/', false],
  ])('excludes %s from language handling: %s', (path, excluded) => {
    expect(isLanguageExcluded(path)).toBe(excluded);
  });

  it('emits prefixed routes for every added language, never for excluded paths', () => {
    expect(languagesFor('/material-ui/react-button/', WITH_CHINESE)).toEqual(['en', 'zh']);
    expect(languagesFor('/blog/post/', WITH_CHINESE)).toEqual(['en']);
    expect(languagesFor('/material-ui/react-button/')).toEqual(['en']);
    expect(localizedPath('/material-ui/react-button/', 'zh')).toBe('/zh/material-ui/react-button/');
    expect(localizedPath('/size-snapshot/', 'zh')).toBe('/size-snapshot/');
    expect(localizedPath('/material-ui/react-button/', 'en')).toBe('/material-ui/react-button/');
  });

  it('rewrites page links into the language, leaving assets, files and excluded paths', () => {
    const html =
      '<a href="/material-ui/react-button/#sizes">B</a><a href="/blog/">Blog</a><link href="/assets/shell-1.css"><a href="/favicon.svg">i</a><a href="https://v6.mui.com/">v6</a>';
    expect(localizeLinks(html, 'zh')).toBe(
      '<a href="/zh/material-ui/react-button/#sizes">B</a><a href="/blog/">Blog</a><link href="/assets/shell-1.css"><a href="/favicon.svg">i</a><a href="https://v6.mui.com/">v6</a>',
    );
    expect(localizeLinks(html, 'en')).toBe(html);
  });
});

describe('title catalogue', () => {
  const catalogue = { en: { '/material-ui/react-button': 'Button' }, zh: { '/material-ui/react-button': '按钮' } };

  it('looks titles up by pathname and language, falling back to English', () => {
    expect(catalogueTitle(catalogue, '/material-ui/react-button', 'zh')).toBe('按钮');
    expect(catalogueTitle(catalogue, '/material-ui/react-button', 'fr')).toBe('Button');
    expect(catalogueTitle(catalogue, '/material-ui/react-tabs', 'en')).toBeUndefined();
  });
});
