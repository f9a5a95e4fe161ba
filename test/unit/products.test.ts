import { describe, expect, it } from 'vitest';
import { PRODUCTS, productIdFromPath, versionList } from '../../runtime/products/products';

describe('productIdFromPath', () => {
  it.each([
    ['/material-ui/react-button/', 'material-ui'],
    ['/material-ui/api/button/', 'material-ui'],
    ['/material-ui/getting-started/installation', 'material-ui'],
    ['/joy-ui/react-button/', 'joy-ui'],
    ['/system/react-box/', 'system'],
    ['/x/react-data-grid/', 'x-data-grid'],
    ['/x/react-data-grid', 'x-data-grid'],
    ['/x/api/data-grid/data-grid/', 'x-data-grid'],
    ['/x/react-date-pickers/', 'x-date-pickers'],
    ['/x/api/date-pickers/date-picker/', 'x-date-pickers'],
    ['/x/introduction/', 'x'],
    ['/x/common-concepts/localization/', 'x'],
    ['/experiments/docs/', 'docs'],
    ['/blog/', 'docs'],
    ['/blog/some-post/', 'docs'],
    ['/size-snapshot/', 'docs'],
    ['/', 'docs'],
    ['/material-uix/', 'docs'],
  ])('%s → %s', (path, id) => {
    expect(productIdFromPath(path)).toBe(id);
  });

  it('gives every product a category', () => {
    expect(Object.values(PRODUCTS).map((product) => [product.id, product.categoryId])).toEqual([
      ['material-ui', 'core'],
      ['joy-ui', 'core'],
      ['system', 'core'],
      ['x-data-grid', 'x'],
      ['x-date-pickers', 'x'],
      ['x', 'x'],
      ['docs', 'docs'],
    ]);
  });
});

describe('versionList', () => {
  it('puts the installed version first, then links to the v6, v5 and v4 sites', () => {
    expect(versionList(PRODUCTS['material-ui'], '7.1.0')).toEqual([
      { text: 'v7.1.0', href: '/material-ui/getting-started/', current: true },
      { text: 'v6', href: 'https://v6.mui.com/material-ui/getting-started/' },
      { text: 'v5', href: 'https://v5.mui.com/material-ui/getting-started/' },
      { text: 'v4', href: 'https://v4.mui.com/material-ui/getting-started/' },
    ]);
  });

  it('shows Joy UI beta without older sites', () => {
    expect(versionList(PRODUCTS['joy-ui'], '5.0.0-beta.49')).toEqual([{ text: 'v5.0.0-beta.49', href: '/joy-ui/getting-started/', current: true }]);
  });

  it('has no menu without a version', () => {
    expect(versionList(PRODUCTS.docs, undefined)).toEqual([]);
  });
});
