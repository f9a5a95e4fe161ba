// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchingRows, searchWords } from '../../runtime/api/table-filter';
import { renderMarkdown } from '../../cli/pipeline/content/markdown';
import { selectorCategory } from '../../cli/pipeline/api/grid';
import type { GridReference } from '../../runtime/api/grid-types';
import { apiData } from '../support/api-data';
import { gridDeclarations } from './api/grid-declarations';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the events filter', () => {
  it('shows a row when every word of the query is in its name or description, camel case split', () => {
    const rows = [
      'rowClick Fired when a row is clicked.',
      'cellKeyDown Fired when a keydown event happens in a cell.',
      'sortModelChange Fired when the sort model changes.',
    ];
    expect(matchingRows(rows, 'row click')).toEqual([true, false, false]);
    expect(matchingRows(rows, 'KEYDOWN cell')).toEqual([false, true, false]);
    expect(matchingRows(rows, '  ')).toEqual([true, true, true]);
    expect(matchingRows(rows, 'sort edit')).toEqual([false, false, false]);
    expect(searchWords('rowDoubleClick')).toContain('row double click');
  });
});

describe('grid reference directives', () => {
  it('records each directive with its line and places a placeholder for it', async () => {
    const page =
      '---\ntitle: Sorting\ndescription: Sort.\n---\n\n## Methods\n\n::api-methods{interface="GridSortApi"}\n\n::grid-selectors{category="sorting"}\n\n::grid-selectors\n\n::grid-events\n';
    const rendered = await renderMarkdown(page, 'x/sorting/index.md');
    expect(rendered.gridReferences).toEqual([
      { kind: 'methods', name: 'GridSortApi', line: 8 },
      { kind: 'selectors', name: 'sorting', line: 10 },
      { kind: 'selectors', name: '', line: 12 },
      { kind: 'events', name: '', line: 14 },
    ]);
    expect(rendered.html).toContain('<docs-grid-reference kind="methods" name="GridSortApi"></docs-grid-reference>');
  });

  it('refuses a directive without its name or with an attribute it does not take, naming the file and line', async () => {
    const page = (directive: string) => `---\ntitle: T\ndescription: D.\n---\n\n${directive}\n`;
    await expect(renderMarkdown(page('::api-methods'), 'x/a/index.md')).rejects.toThrow(/^x\/a\/index\.md:6: ::api-methods needs interface=/);
    await expect(renderMarkdown(page('::grid-events{filter="row"}'), 'x/a/index.md')).rejects.toThrow(/^x\/a\/index\.md:6: ::grid-events does not take filter/);
    await expect(renderMarkdown(page('::grid-selectors{category="so rting"}'), 'x/a/index.md')).rejects.toThrow(/must be a feature name/);
  });

  it('files a selector under the feature folder it is declared in', () => {
    expect(selectorCategory('/n/@mui/x-data-grid/hooks/features/sorting/gridSortingSelector.d.ts')).toBe('sorting');
    expect(selectorCategory('/n/@mui/x-data-grid/hooks/core/pipeProcessing/x.d.ts')).toBe('pipeProcessing');
    expect(selectorCategory('/n/@mui/x-data-grid/utils/x.d.ts')).toBe('other');
  });
});

describe('cross-check of the Data Grid reference against the packages', async () => {
  const grid = (await apiData()).grid as GridReference;
  const declarations = gridDeclarations(ROOT);

  it('lists every property each documented interface declares, through extends and augmentations', () => {
    for (const record of grid.interfaces.filter((item) => !item.methodGroups)) {
      expect(record.properties.map((item) => item.name).sort(), record.name).toEqual(declarations.visibleMembers(record.unionOf?.[0] ?? record.name));
    }
  });

  it('lists every event of the event lookup', () => {
    expect(grid.events.map((item) => item.name).sort()).toEqual(declarations.visibleMembers('GridEventLookup'));
  });

  it('lists every selector the packages export, but those they hide', async () => {
    const exported = new Set<string>();
    for (const name of ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium']) {
      for (const key of Object.keys(await import(name))) if (/^grid\w*Selector$/.test(key) && !declarations.hiddenValues.has(key)) exported.add(key);
    }
    expect(grid.selectors.map((item) => item.name).sort()).toEqual([...exported].sort());
    const methods = grid.methodGroups.reduce((sum, group) => sum + group.methods.length, 0);
    const properties = grid.interfaces.reduce((sum, record) => sum + record.properties.length, 0);
    console.log(
      `grid reference: ${grid.interfaces.length} interfaces, ${properties} properties, ${grid.methodGroups.length} method groups, ${methods} methods, ${grid.selectors.length} selectors, ${grid.events.length} events`,
    );
  });
});
