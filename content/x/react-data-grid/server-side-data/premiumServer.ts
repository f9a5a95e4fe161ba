/**
 * A pretend back end for the server-side demos. It runs in the browser, answers the grid's
 * `getRows()` requests from an in-memory table after a short delay, and never touches the network.
 * A real server does the same work in SQL or in its search engine: filter, sort, then group,
 * aggregate or pivot the rows the request asks for.
 */
import {
  GridLogicOperator,
  type GridFilterItem,
  type GridFilterModel,
  type GridGetRowsParams,
  type GridGetRowsResponse,
  type GridSortModel,
} from '@mui/x-data-grid-premium';

/** One node of the pivot column tree in a response. */
type GridGetRowsResponsePivotColumn = NonNullable<GridGetRowsResponse['pivotColumns']>[number];

/** A cell value as the server stores it. */
export type Cell = string | number | boolean | null;

/** One stored record: an id and plain values. */
export type ServerRecord = { id: number } & Record<string, Cell>;

/** A group row as the server sends it. */
export interface ServerGroupRow {
  id: string;
  /** The value shared by the group's rows, read by `dataSource.getGroupKey()`. */
  groupKey: string;
  /** Number of records in the group, read by `dataSource.getChildrenCount()`. */
  childCount: number;
  /** Aggregated values by field, read by `dataSource.getAggregatedValue()`. */
  aggregates: Record<string, Cell>;
  [field: string]: unknown;
}

/** Joins a pivot column path and a value field into the field of the generated column. */
export const pivotField = (path: string[], valueField: string) =>
  path.length === 0 ? valueField : [...path, valueField].join('|');

const numbers = (values: Cell[]) => values.filter((value): value is number => typeof value === 'number');
const round = (value: number) => Math.round(value * 100) / 100;

/** The aggregation functions this server knows, by the names the grid sends. */
export const SERVER_FUNCTIONS: Record<string, (values: Cell[]) => Cell> = {
  sum: (values) => round(numbers(values).reduce((total, value) => total + value, 0)),
  avg: (values) => {
    const list = numbers(values);
    return list.length === 0 ? null : round(list.reduce((total, value) => total + value, 0) / list.length);
  },
  min: (values) => (numbers(values).length ? Math.min(...numbers(values)) : null),
  max: (values) => (numbers(values).length ? Math.max(...numbers(values)) : null),
  size: (values) => values.length,
  distinct: (values) => new Set(values.map(String)).size,
};

const text = (value: unknown) => String(value ?? '').toLowerCase();
const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function passesItem(record: ServerRecord, { field, operator, value }: GridFilterItem): boolean {
  const cell = record[field];
  if (cell === undefined) return true; // Not a stored field (a grouping column, for example).
  if (operator === 'isEmpty') return cell === null || cell === '';
  if (operator === 'isNotEmpty') return cell !== null && cell !== '';
  if (isBlank(value)) return true; // An item still being typed filters nothing.
  switch (operator) {
    case 'contains':
      return text(cell).includes(text(value));
    case 'doesNotContain':
      return !text(cell).includes(text(value));
    case 'startsWith':
      return text(cell).startsWith(text(value));
    case 'endsWith':
      return text(cell).endsWith(text(value));
    case 'equals':
    case 'is':
    case '=':
      return text(cell) === text(value);
    case 'doesNotEqual':
    case 'not':
    case '!=':
      return text(cell) !== text(value);
    case 'isAnyOf':
      return (value as unknown[]).some((option) => text(option) === text(cell));
    case '>':
      return Number(cell) > Number(value);
    case '>=':
      return Number(cell) >= Number(value);
    case '<':
      return Number(cell) < Number(value);
    case '<=':
      return Number(cell) <= Number(value);
    default:
      return true;
  }
}

/** Keeps the records that pass the filter model, quick filter included. */
export function filterRecords<R extends ServerRecord>(records: R[], model: GridFilterModel): R[] {
  const items = model.items;
  const anyItem = model.logicOperator === GridLogicOperator.Or;
  const words = (model.quickFilterValues ?? []).filter((word) => !isBlank(word)).map(text);
  return records.filter((record) => {
    const itemsPass =
      items.length === 0 ||
      (anyItem ? items.some((item) => passesItem(record, item)) : items.every((item) => passesItem(record, item)));
    const wordsPass = words.every((word) => Object.values(record).some((cell) => text(cell).includes(word)));
    return itemsPass && wordsPass;
  });
}

function compareCells(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** Sorts rows or group rows by the sort model; grouping columns sort groups by their key. */
export function sortRows<T extends Record<string, unknown>>(rows: T[], model: GridSortModel): T[] {
  const valueOf = (row: T, field: string) => {
    if (field.startsWith('__row_group_by_columns_group')) return row.groupKey;
    const aggregates = row.aggregates as Record<string, Cell> | undefined;
    return aggregates && field in aggregates ? aggregates[field] : row[field];
  };
  return [...rows].sort((a, b) => {
    for (const { field, sort } of model) {
      const order = compareCells(valueOf(a, field), valueOf(b, field));
      if (order !== 0) return sort === 'desc' ? -order : order;
    }
    return compareCells(a.groupKey, b.groupKey); // Groups fall back to alphabetical order.
  });
}

/** Applies `{ field: functionName }` to a list of records. */
export function aggregate(records: ServerRecord[], model: Record<string, string>): Record<string, Cell> {
  const result: Record<string, Cell> = {};
  for (const [field, name] of Object.entries(model)) {
    const apply = SERVER_FUNCTIONS[name];
    if (apply) result[field] = apply(records.map((record) => record[field] ?? null));
  }
  return result;
}

function groupBy(records: ServerRecord[], field: string): Map<string, ServerRecord[]> {
  const buckets = new Map<string, ServerRecord[]>();
  for (const record of records) {
    const key = String(record[field]);
    buckets.set(key, [...(buckets.get(key) ?? []), record]);
  }
  return buckets;
}

type PivotModel = NonNullable<GridGetRowsParams['pivotModel']>;

function pivotColumnTree(
  records: ServerRecord[],
  columns: PivotModel['columns'],
  objectGroups: string[],
  level = 0,
): GridGetRowsResponsePivotColumn[] {
  if (level >= columns.length) return [];
  const { field, sort } = columns[level];
  const buckets = [...groupBy(records, field)].sort(([a], [b]) => compareCells(a, b) * (sort === 'desc' ? -1 : 1));
  return buckets.map(([key, members]) => {
    const children = pivotColumnTree(members, columns, objectGroups, level + 1);
    // A plain string is used as the header; an object is formatted by the grid with the column's formatter.
    const group = objectGroups.includes(field) ? { [field]: members[0][field] } : key;
    return children.length > 0 ? { key, group, children } : { key, group };
  });
}

function leafPaths(tree: GridGetRowsResponsePivotColumn[]): string[][] {
  return tree.flatMap((node) =>
    node.children?.length ? leafPaths(node.children).map((path) => [node.key, ...path]) : [[node.key]],
  );
}

export interface AnswerOptions {
  /** Pivot column fields whose headers the grid formats itself (sent as `{ field: value }`). */
  objectGroups?: string[];
}

/** Answers one `getRows()` request from `records`: flat page, group level, or pivot. */
export function answer(
  records: ServerRecord[],
  params: GridGetRowsParams,
  options: AnswerOptions = {},
): GridGetRowsResponse {
  const filtered = filterRecords(records, params.filterModel);
  const groupKeys = params.groupKeys ?? [];
  const pivot = params.pivotModel;

  // What each group (and the footer) aggregates: the aggregation model, or one value per pivot cell.
  let pivotColumns: GridGetRowsResponsePivotColumn[] | undefined;
  let summarize = (members: ServerRecord[]) => aggregate(members, params.aggregationModel ?? {});
  if (pivot) {
    pivotColumns = pivotColumnTree(filtered, pivot.columns, options.objectGroups ?? []);
    const paths = pivot.columns.length > 0 ? leafPaths(pivotColumns) : [[]];
    summarize = (members) => {
      const result: Record<string, Cell> = {};
      for (const path of paths) {
        const inCell = members.filter((record) => path.every((key, i) => String(record[pivot.columns[i].field]) === key));
        for (const { field, aggFunc } of pivot.values) {
          const apply = aggFunc in SERVER_FUNCTIONS ? SERVER_FUNCTIONS[aggFunc] : null;
          // An empty crossing stays blank rather than showing a 0 that no trade produced.
          result[pivotField(path, field)] =
            apply && inCell.length > 0 ? apply(inCell.map((record) => record[field] ?? null)) : null;
        }
      }
      return result;
    };
  }
  const aggregateRow = { aggregates: summarize(filtered) };
  const groupFields = pivot ? pivot.rows.map((row) => row.field) : (params.groupFields ?? []);

  // The top level is paginated (pages of records, or pages of top-level groups); children are not.
  const start = Number(params.start) || 0;
  if (groupFields.length === 0) {
    if (pivot) return { rows: [{ id: 'all', ...aggregateRow.aggregates }], rowCount: 1, pivotColumns };
    const sorted = sortRows(filtered, params.sortModel);
    return { rows: sorted.slice(start, params.end + 1), rowCount: filtered.length, aggregateRow };
  }

  const inGroup = filtered.filter((record) => groupKeys.every((key, i) => String(record[groupFields[i]]) === key));
  const depth = groupKeys.length;
  if (depth >= groupFields.length) {
    return { rows: sortRows(inGroup, params.sortModel), aggregateRow };
  }

  const field = groupFields[depth];
  const lastPivotLevel = pivot !== undefined && depth === groupFields.length - 1;
  const groups: ServerGroupRow[] = [...groupBy(inGroup, field)].map(([key, members]) => ({
    id: ['group', ...groupKeys, key].join('/'),
    groupKey: key,
    [field]: members[0][field],
    childCount: lastPivotLevel ? 0 : members.length,
    aggregates: summarize(members),
  }));
  const sortedGroups = sortRows(groups, params.sortModel);
  return {
    rows: depth === 0 ? sortedGroups.slice(start, params.end + 1) : sortedGroups,
    rowCount: depth === 0 ? groups.length : undefined,
    aggregateRow,
    pivotColumns,
  };
}

/** Waits like a network round trip would. */
export const latency = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
