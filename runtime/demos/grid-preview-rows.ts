/**
 * What a Data Grid shows on its first render, worked out without the grid: its rows filtered,
 * sorted and grouped as its props and `initialState` ask, and its visible columns, for the
 * server preview that stands in for the grid until the reader reaches it (`grid-preview.build.tsx`).
 * Filters use a column's own operators when it declares them, else the grid's built-in ones by
 * column type; sorting uses a column's own comparator, else the grid's order (empty values first,
 * numbers and dates by value, text by locale); grouping shows the first level of groups, collapsed,
 * with their row counts, as the grid does by default. Pure.
 */

/** A row as a demo passes it. */
export type PreviewRow = Record<string, unknown> & { id?: unknown };

/** The column properties the preview reads. */
export interface PreviewColumn {
  field: string;
  headerName?: string;
  type?: string;
  width?: number;
  flex?: number;
  minWidth?: number;
  valueGetter?: (value: unknown, row: PreviewRow, column: PreviewColumn, apiRef: unknown) => unknown;
  valueFormatter?: (value: unknown, row: PreviewRow, column: PreviewColumn, apiRef: unknown) => unknown;
  groupingValueGetter?: (value: unknown, row: PreviewRow, column: PreviewColumn, apiRef: unknown) => unknown;
  sortComparator?: (a: unknown, b: unknown, paramsA: unknown, paramsB: unknown) => number;
  filterOperators?: readonly {
    value: string;
    getApplyFilterFn: (
      item: FilterItem,
      column: PreviewColumn,
    ) => ((value: unknown, row: PreviewRow, column: PreviewColumn, apiRef: unknown) => boolean) | null;
  }[];
}

/** One item of a filter model. */
export interface FilterItem {
  field: string;
  operator: string;
  value?: unknown;
}

interface FilterModel {
  items?: readonly FilterItem[];
  logicOperator?: 'and' | 'or';
  quickFilterValues?: readonly unknown[];
}

interface SortItem {
  field: string;
  sort?: 'asc' | 'desc' | null;
}

/** The grid props that decide its first rows. */
export interface PreviewGridProps {
  rows?: readonly PreviewRow[];
  getRowId?: (row: PreviewRow) => unknown;
  columns?: readonly PreviewColumn[];
  columnVisibilityModel?: Record<string, boolean>;
  filterModel?: FilterModel;
  sortModel?: readonly SortItem[];
  rowGroupingModel?: readonly string[];
  initialState?: {
    columns?: { columnVisibilityModel?: Record<string, boolean> };
    filter?: { filterModel?: FilterModel };
    sorting?: { sortModel?: readonly SortItem[] };
    rowGrouping?: { model?: readonly string[] };
  };
}

/** A line of the preview: a row of the demo, or a group of rows with its count. */
export type PreviewLine = { kind: 'row'; row: PreviewRow } | { kind: 'group'; field: string; value: unknown; count: number };

/** The grouping column's field, as the grid names it. */
export const GROUPING_FIELD = '__row_group_by_columns_group__';

/**
 * The part of the grid's API a column's callbacks may read while the preview works out its rows:
 * a row by id, a cell's value, a column by field. A stand-in; the live grid passes its own.
 */
export interface PreviewApi {
  getRow(id: unknown): PreviewRow | null;
  getRowId(row: PreviewRow): unknown;
  getCellValue(id: unknown, field: string): unknown;
  getColumn(field: string): PreviewColumn | undefined;
}

/** A ref to the stand-in API, as the grid passes `apiRef` to getters, formatters and filters. */
export interface PreviewApiRef {
  current: PreviewApi;
}

/** The stand-in API over a grid's rows and columns; rows are found by `getRowId`, else their `id`. */
export function previewApiRef(rows: readonly PreviewRow[], columns: readonly PreviewColumn[], getRowId?: (row: PreviewRow) => unknown): PreviewApiRef {
  const rowId = (row: PreviewRow) => (getRowId ? getRowId(row) : row.id);
  const byId = new Map(rows.map((row) => [rowId(row), row]));
  const byField = new Map(columns.map((column) => [column.field, column]));
  const ref: PreviewApiRef = {
    current: {
      getRow: (id) => byId.get(id) ?? null,
      getRowId: rowId,
      getColumn: (field) => byField.get(field),
      getCellValue: (id, field) => {
        const [row, column] = [byId.get(id), byField.get(field)];
        return row && column ? cellValue(row, column, ref) : undefined;
      },
    },
  };
  return ref;
}

/** A column's value of a row: its own getter applied to the row's field. */
export function cellValue(row: PreviewRow, column: PreviewColumn, apiRef?: PreviewApiRef): unknown {
  const raw = row[column.field];
  return column.valueGetter ? column.valueGetter(raw, row, column, apiRef) : raw;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
const text = (value: unknown) => String(value ?? '').toLowerCase();
const time = (value: unknown) =>
  value instanceof Date ? value.getTime() : typeof value === 'string' || typeof value === 'number' ? new Date(value).getTime() : Number.NaN;
const sameDay = (a: unknown, b: unknown) => new Date(time(a)).toDateString() === new Date(time(b)).toDateString();

/** The grid's built-in test of one filter item on a value, by column type; undefined for an operator it does not know. */
function builtInFilter(item: FilterItem, column: PreviewColumn): ((value: unknown) => boolean) | undefined {
  const wanted = item.value;
  const type = column.type ?? 'string';
  switch (item.operator) {
    case 'isEmpty':
      return isEmpty;
    case 'isNotEmpty':
      return (value) => !isEmpty(value);
    case 'isAnyOf':
      return Array.isArray(wanted) ? (value) => wanted.some((option) => text(option) === text(value)) : undefined;
    case 'contains':
      return (value) => text(value).includes(text(wanted));
    case 'doesNotContain':
      return (value) => !text(value).includes(text(wanted));
    case 'equals':
      return (value) => text(value) === text(wanted);
    case 'doesNotEqual':
      return (value) => text(value) !== text(wanted);
    case 'startsWith':
      return (value) => text(value).startsWith(text(wanted));
    case 'endsWith':
      return (value) => text(value).endsWith(text(wanted));
    case '=':
      return (value) => Number(value) === Number(wanted);
    case '!=':
      return (value) => Number(value) !== Number(wanted);
    case '>':
      return (value) => Number(value) > Number(wanted);
    case '>=':
      return (value) => Number(value) >= Number(wanted);
    case '<':
      return (value) => Number(value) < Number(wanted);
    case '<=':
      return (value) => Number(value) <= Number(wanted);
    case 'after':
      return (value) => time(value) > time(wanted);
    case 'onOrAfter':
      return (value) => time(value) >= time(wanted) || sameDay(value, wanted);
    case 'before':
      return (value) => time(value) < time(wanted);
    case 'onOrBefore':
      return (value) => time(value) <= time(wanted) || sameDay(value, wanted);
    case 'is':
      if (type === 'date' || type === 'dateTime') return (value) => sameDay(value, wanted);
      if (type === 'boolean') return (value) => String(Boolean(value)) === String(wanted);
      return (value) => text(value) === text(wanted);
    case 'not':
      if (type === 'date' || type === 'dateTime') return (value) => !sameDay(value, wanted);
      return (value) => text(value) !== text(wanted);
    default:
      return undefined;
  }
}

/** The test of one filter item on a row, or undefined when it filters nothing (no value yet, unknown operator). */
function itemFilter(item: FilterItem, column: PreviewColumn, apiRef: PreviewApiRef): ((row: PreviewRow) => boolean) | undefined {
  const own = column.filterOperators?.find((operator) => operator.value === item.operator);
  if (own) {
    const apply = own.getApplyFilterFn(item, column);
    return apply ? (row) => apply(cellValue(row, column, apiRef), row, column, apiRef) : undefined;
  }
  const needsValue = !['isEmpty', 'isNotEmpty'].includes(item.operator);
  if (needsValue && (item.value === undefined || item.value === '' || (Array.isArray(item.value) && !item.value.length))) return undefined;
  const test = builtInFilter(item, column);
  return test && ((row) => test(cellValue(row, column, apiRef)));
}

function filterRows(
  rows: readonly PreviewRow[],
  model: FilterModel | undefined,
  columns: ReadonlyMap<string, PreviewColumn>,
  apiRef: PreviewApiRef,
): readonly PreviewRow[] {
  const tests = (model?.items ?? []).flatMap((item) => {
    const column = columns.get(item.field);
    const test = column && itemFilter(item, column, apiRef);
    return test ? [test] : [];
  });
  const words = (model?.quickFilterValues ?? []).map(text).filter(Boolean);
  if (!tests.length && !words.length) return rows;
  const searchable = [...columns.values()];
  return rows.filter((row) => {
    const items = !tests.length || (model?.logicOperator === 'or' ? tests.some((test) => test(row)) : tests.every((test) => test(row)));
    const quick = words.every((word) => searchable.some((column) => text(cellValue(row, column, apiRef)).includes(word)));
    return items && quick;
  });
}

/** The grid's default order of two values: empty first, then numbers, dates and booleans by value, text by locale. */
export function compareValues(a: unknown, b: unknown): number {
  if (isEmpty(a) || isEmpty(b)) return Number(!isEmpty(a)) - Number(!isEmpty(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b));
}

/** The cell parameters a column's `sortComparator` receives for one side of a comparison. */
function sortParams(row: PreviewRow, column: PreviewColumn, value: unknown, apiRef: PreviewApiRef) {
  const id = apiRef.current.getRowId(row);
  return { id, field: column.field, value, rowNode: { id, type: 'leaf', depth: 0 }, api: apiRef.current };
}

function sortRows(
  rows: readonly PreviewRow[],
  model: readonly SortItem[] | undefined,
  columns: ReadonlyMap<string, PreviewColumn>,
  apiRef: PreviewApiRef,
): readonly PreviewRow[] {
  const keys = (model ?? []).flatMap((item) => {
    const column = columns.get(item.field);
    return column && item.sort ? [{ column, direction: item.sort === 'desc' ? -1 : 1 }] : [];
  });
  if (!keys.length) return rows;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      for (const { column, direction } of keys) {
        const [a, b] = [cellValue(x.row, column, apiRef), cellValue(y.row, column, apiRef)];
        const order = column.sortComparator
          ? column.sortComparator(a, b, sortParams(x.row, column, a, apiRef), sortParams(y.row, column, b, apiRef))
          : compareValues(a, b);
        if (order) return order * direction;
      }
      return x.index - y.index;
    })
    .map(({ row }) => row);
}

/**
 * The lines a grid shows first (before any scrolling, up to `limit`) and its visible columns:
 * the grouping column first when rows are grouped.
 */
export function previewLines(
  props: PreviewGridProps,
  limit: number,
  apiRef: PreviewApiRef = previewApiRef(props.rows ?? [], props.columns ?? [], props.getRowId),
): { lines: PreviewLine[]; columns: PreviewColumn[]; grouped: boolean } {
  const all = props.columns ?? [];
  const byField = new Map(all.map((column) => [column.field, column]));
  const hidden = props.columnVisibilityModel ?? props.initialState?.columns?.columnVisibilityModel ?? {};
  const columns = all.filter((column) => hidden[column.field] !== false && !column.field.startsWith('__'));
  const filtered = filterRows(props.rows ?? [], props.filterModel ?? props.initialState?.filter?.filterModel, byField, apiRef);
  const sorted = sortRows(filtered, props.sortModel ?? props.initialState?.sorting?.sortModel, byField, apiRef);
  const criteria = (props.rowGroupingModel ?? props.initialState?.rowGrouping?.model ?? []).flatMap((field) => byField.get(field) ?? []);
  const groupBy = criteria[0];
  if (!groupBy) return { lines: sorted.slice(0, limit).map((row) => ({ kind: 'row', row })), columns, grouped: false };
  // Groups come in the order their first rows do; sorting orders them only when it names the grouping.
  const groups = new Map<unknown, number>();
  for (const row of filtered) {
    const value = groupBy.groupingValueGetter ? groupBy.groupingValueGetter(row[groupBy.field], row, groupBy, apiRef) : cellValue(row, groupBy, apiRef);
    const key = value instanceof Date ? value.getTime() : value;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  const groupSort = (props.sortModel ?? props.initialState?.sorting?.sortModel ?? []).find(
    (item) => item.sort && (item.field === GROUPING_FIELD || item.field === groupBy.field),
  );
  const ordered = groupSort ? [...groups].sort(([a], [b]) => compareValues(a, b) * (groupSort.sort === 'desc' ? -1 : 1)) : [...groups];
  const lines = ordered.slice(0, limit).map(([value, count]): PreviewLine => ({ kind: 'group', field: groupBy.field, value, count }));
  // With one grouping criterion the grid names its grouping column after the grouped column, else "Group".
  const grouping = { field: GROUPING_FIELD, headerName: criteria.length === 1 ? (groupBy.headerName ?? groupBy.field) : 'Group', width: 200 };
  return { lines, columns: [grouping, ...columns], grouped: true };
}
