// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertNoDuplicates, loadTrees, pathnameLines } from '../../cli/pipeline/model/page-trees';

const fixture = path.resolve(__dirname, '../fixtures/duplicate-path');

describe('page tree loading', () => {
  it('finds the lines a pathname occurs on', () => {
    const source = "[\n  { pathname: '/a' },\n  { pathname: \"/a\" },\n  { pathname: '/ab' },\n]";
    expect(pathnameLines(source, '/a')).toEqual([2, 3]);
  });

  it('names the file, the path and both lines of a duplicate', async () => {
    await expect(loadTrees(fixture)).rejects.toThrow(
      `${path.join(fixture, 'nav/material-ui.ts')}:9: duplicate page path "/material-ui/react-button" in the navigation tree (lines 5 and 9)`,
    );
  });

  it('lets components-api paths repeat', () => {
    const tree = [{ pathname: '/material-ui/api/components-api' }, { pathname: '/material-ui/api/components-api' }];
    expect(() => assertNoDuplicates({ tree, file: 'nav.ts', source: '' })).not.toThrow();
  });

  it('loads the real content trees without error', async () => {
    const trees = await loadTrees(path.resolve(__dirname, '../../content'));
    expect(trees.map((tree) => tree.productId).sort()).toEqual(['docs', 'joy-ui', 'material-ui', 'system', 'x', 'x-data-grid', 'x-date-pickers']);
  });
});
