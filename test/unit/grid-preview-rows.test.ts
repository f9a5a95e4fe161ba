// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GROUPING_FIELD, previewLines, type PreviewColumn } from '../../runtime/demos/grid-preview-rows';

const rows = [
  { id: 1, city: 'Lyon', country: 'France', revenue: 120, opened: new Date('2024-03-02') },
  { id: 2, city: 'Porto', country: 'Portugal', revenue: 80, opened: new Date('2023-11-20') },
  { id: 3, city: 'Nice', country: 'France', revenue: 200, opened: null },
  { id: 4, city: 'Braga', country: 'Portugal', revenue: 95, opened: new Date('2024-06-15') },
  { id: 5, city: 'Gent', country: 'Belgium', revenue: 60, opened: new Date('2022-01-09') },
];
const columns: PreviewColumn[] = [
  { field: 'city', headerName: 'City' },
  { field: 'country', headerName: 'Country' },
  { field: 'revenue', headerName: 'Revenue', type: 'number' },
  { field: 'opened', headerName: 'Opened', type: 'date' },
];
const ids = (props: Parameters<typeof previewLines>[0]) =>
  previewLines(props, 10).lines.map((line) => (line.kind === 'row' ? line.row.id : `${String(line.value)} (${line.count})`));

describe('the grid preview’s first rows', () => {
  it('sorts as the sort model asks: numbers by value, empty values first, ties in row order', () => {
    expect(ids({ rows, columns, initialState: { sorting: { sortModel: [{ field: 'revenue', sort: 'desc' }] } } })).toEqual([3, 1, 4, 2, 5]);
    expect(ids({ rows, columns, sortModel: [{ field: 'opened', sort: 'asc' }] })).toEqual([3, 5, 2, 1, 4]);
    expect(
      ids({
        rows,
        columns,
        sortModel: [
          { field: 'country', sort: 'asc' },
          { field: 'revenue', sort: 'asc' },
        ],
      }),
    ).toEqual([5, 1, 3, 2, 4]);
  });

  it('gives a column’s comparator and getter the rows through the grid’s API, as the grid does', () => {
    type Params = { id: unknown; api: { getRow(id: unknown): { city: string; revenue: number } } };
    const byRowRevenue = (_a: unknown, _b: unknown, a: unknown, b: unknown) =>
      (a as Params).api.getRow((a as Params).id).revenue - (b as Params).api.getRow((b as Params).id).revenue;
    const label: PreviewColumn = {
      field: 'label',
      valueGetter: (_value, row, _column, apiRef) =>
        `${(apiRef as { current: { getCellValue(id: unknown, field: string): unknown } }).current.getCellValue(row.id, 'city')}`,
      sortComparator: byRowRevenue,
    };
    expect(ids({ rows, columns: [...columns, label], sortModel: [{ field: 'label', sort: 'asc' }] })).toEqual([5, 2, 4, 1, 3]);
    const keyed = rows.map(({ id, ...rest }) => ({ ...rest, key: `k${id}` }));
    const lines = previewLines(
      { rows: keyed, getRowId: (row) => row.key, columns: [...columns, label], sortModel: [{ field: 'label', sort: 'desc' }] },
      2,
    ).lines;
    expect(lines.map((line) => line.kind === 'row' && line.row.key)).toEqual(['k3', 'k1']);
  });

  it('filters with the built-in operators of the column type, and with a column’s own operator', () => {
    expect(ids({ rows, columns, initialState: { filter: { filterModel: { items: [{ field: 'revenue', operator: '>=', value: 95 }] } } } })).toEqual([1, 3, 4]);
    expect(ids({ rows, columns, filterModel: { items: [{ field: 'city', operator: 'contains', value: 'RA' }] } })).toEqual([4]);
    expect(ids({ rows, columns, filterModel: { items: [{ field: 'country', operator: 'isAnyOf', value: ['Belgium', 'Portugal'] }] } })).toEqual([2, 4, 5]);
    expect(
      ids({
        rows,
        columns,
        filterModel: {
          items: [
            { field: 'city', operator: 'equals', value: 'lyon' },
            { field: 'city', operator: 'equals', value: 'Gent' },
          ],
          logicOperator: 'or',
        },
      }),
    ).toEqual([1, 5]);
    // An item without a value yet filters nothing, as in the grid's panel.
    expect(ids({ rows, columns, filterModel: { items: [{ field: 'city', operator: 'contains', value: '' }] } })).toEqual([1, 2, 3, 4, 5]);
    const even: PreviewColumn = { field: 'revenue', filterOperators: [{ value: 'even', getApplyFilterFn: () => (value) => Number(value) % 2 === 0 }] };
    expect(ids({ rows, columns: [columns[0], even], filterModel: { items: [{ field: 'revenue', operator: 'even' }] } })).toEqual([1, 2, 3, 5]);
  });

  it('shows the first level of groups, collapsed, with their counts, in the order of their first rows', () => {
    const result = previewLines({ rows, columns, initialState: { rowGrouping: { model: ['country'] } } }, 10);
    expect(result.columns[0].field).toBe(GROUPING_FIELD);
    // Named after the grouped column with one criterion, "Group" with several, as the grid does.
    expect(result.columns[0].headerName).toBe('Country');
    expect(previewLines({ rows, columns, rowGroupingModel: ['country', 'city'] }, 10).columns[0].headerName).toBe('Group');
    expect(ids({ rows, columns, initialState: { rowGrouping: { model: ['country'] } } })).toEqual(['France (2)', 'Portugal (2)', 'Belgium (1)']);
    expect(ids({ rows, columns, rowGroupingModel: ['country'], sortModel: [{ field: GROUPING_FIELD, sort: 'asc' }] })).toEqual([
      'Belgium (1)',
      'France (2)',
      'Portugal (2)',
    ]);
  });

  it('leaves out the columns the visibility model hides', () => {
    const result = previewLines({ rows, columns, initialState: { columns: { columnVisibilityModel: { opened: false } } } }, 10);
    expect(result.columns.map((column) => column.field)).toEqual(['city', 'country', 'revenue']);
  });
});
