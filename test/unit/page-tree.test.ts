import { describe, expect, it } from 'vitest';
import { activeTrail, neighbours, readingOrder } from '../../runtime/page-tree/navigation';
import type { PageTree } from '../../runtime/page-tree/types';
import { findDuplicatePaths, isDuplicateExempt } from '../../runtime/page-tree/validate';

const tree: PageTree = [
  {
    pathname: '/material-ui/getting-started',
    children: [{ pathname: '/material-ui/getting-started/installation' }, { pathname: '/material-ui/getting-started/usage' }],
  },
  {
    pathname: '/material-ui/components',
    children: [
      { pathname: '/material-ui/react-button' },
      { pathname: '/material-ui/templates', linkProps: { href: 'https://example.com/store' } },
      { pathname: '/material-ui/react-tabs' },
    ],
  },
];

describe('findDuplicatePaths', () => {
  it('accepts a tree without repeated paths', () => {
    expect(findDuplicatePaths(tree)).toEqual([]);
  });

  it('reports a pathname repeated anywhere in the tree, with each occurrence', () => {
    const duplicated: PageTree = [...tree, { pathname: '/material-ui/other', children: [{ pathname: '/material-ui/react-button' }] }];
    expect(findDuplicatePaths(duplicated)).toEqual([{ pathname: '/material-ui/react-button', occurrences: [4, 8] }]);
  });

  it('reports a section repeated as a page', () => {
    expect(findDuplicatePaths([...tree, { pathname: '/material-ui/components' }]).map((d) => d.pathname)).toEqual(['/material-ui/components']);
  });

  it.each(['/material-ui/api/components-api', '/base-ui/hooks-api', '/x/components-api/data-grid'])('exempts %s', (pathname) => {
    expect(isDuplicateExempt(pathname)).toBe(true);
    expect(findDuplicatePaths([{ pathname }, { pathname, children: [{ pathname }] }])).toEqual([]);
  });

  it('does not exempt look-alike paths', () => {
    expect(isDuplicateExempt('/material-ui/components/api')).toBe(false);
  });
});

describe('navigation', () => {
  it('reads pages in drawer order, skipping sections and external links', () => {
    expect(readingOrder(tree).map((page) => page.pathname)).toEqual([
      '/material-ui/getting-started/installation',
      '/material-ui/getting-started/usage',
      '/material-ui/react-button',
      '/material-ui/react-tabs',
    ]);
  });

  it('links previous and next pages across sections', () => {
    const { previous, next } = neighbours(tree, '/material-ui/react-button');
    expect(previous?.pathname).toBe('/material-ui/getting-started/usage');
    expect(next?.pathname).toBe('/material-ui/react-tabs');
    expect(neighbours(tree, '/material-ui/getting-started/installation').previous).toBeUndefined();
    expect(neighbours(tree, '/nowhere')).toEqual({});
  });

  it('gives the active page with its parents, root first', () => {
    expect(activeTrail(tree, '/material-ui/react-tabs').map((page) => page.pathname)).toEqual(['/material-ui/components', '/material-ui/react-tabs']);
  });
});
