/**
 * A pretend back end for the server-side data demos. It runs in the browser, but it behaves like
 * a REST endpoint: it receives the grid's request (filter, sort and row range), works on its own
 * copy of the data, and answers after a short delay. No network request is made.
 */
import { GridLogicOperator, type GridFilterItem, type GridFilterModel, type GridGetRowsParams, type GridGetRowsResponse, type GridSortModel } from '@mui/x-data-grid';

/** How long the pretend server takes to answer, in milliseconds. */
export const LATENCY_MS = 450;

/** A row the server can query: any object with an id. */
export type ServerRow = { id: string | number } & object;

/** Resolves with `value` after `ms` milliseconds, or rejects when `signal` aborts first. */
export function respondLater<T>(value: T, ms = LATENCY_MS, signal?: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(value), ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The request was cancelled', 'AbortError'));
    });
  });
}

/** Rejects after the usual delay, as a server answering 500 would. */
export function failLater(message: string, ms = LATENCY_MS): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(message)), ms));
}

type Comparable = string | number | null;

const DAY = 86_400_000;

/** Turns a cell or a filter value into something `<` and `===` work on. */
function comparable(value: unknown): Comparable {
  if (value == null || value === '') return null;
  if (value instanceof Date) return Math.floor(value.getTime() / DAY);
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return String(value);
}

function text(value: unknown): string {
  return value == null ? '' : String(value).toLocaleLowerCase();
}

function asDay(value: unknown): number | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : Math.floor(date.getTime() / DAY);
}

/** Whether one filter item keeps `row`. Items without a value keep everything, like the grid does. */
export function matchesItem(row: object, item: GridFilterItem): boolean {
  const cell: unknown = (row as Record<string, unknown>)[item.field];
  const { operator, value } = item;
  if (operator === 'isEmpty') return cell == null || cell === '';
  if (operator === 'isNotEmpty') return !(cell == null || cell === '');
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return true;

  switch (operator) {
    case 'contains':
      return text(cell).includes(text(value));
    case 'doesNotContain':
      return !text(cell).includes(text(value));
    case 'equals':
      return text(cell) === text(value);
    case 'doesNotEqual':
      return text(cell) !== text(value);
    case 'startsWith':
      return text(cell).startsWith(text(value));
    case 'endsWith':
      return text(cell).endsWith(text(value));
    case 'isAnyOf':
      return (value as unknown[]).some((option) => comparable(option) === comparable(cell) || text(option) === text(cell));
    case 'is':
      if (typeof cell === 'boolean') return String(cell) === String(value);
      if (cell instanceof Date) return asDay(cell) === asDay(value);
      return text(cell) === text(value);
    case 'not':
      if (cell instanceof Date) return asDay(cell) !== asDay(value);
      return text(cell) !== text(value);
    case 'after':
    case 'onOrAfter':
    case 'before':
    case 'onOrBefore': {
      const day = asDay(cell);
      const limit = asDay(value);
      if (day === null || limit === null) return false;
      if (operator === 'after') return day > limit;
      if (operator === 'onOrAfter') return day >= limit;
      if (operator === 'before') return day < limit;
      return day <= limit;
    }
    case '=':
      return Number(cell) === Number(value);
    case '!=':
      return Number(cell) !== Number(value);
    case '>':
      return Number(cell) > Number(value);
    case '>=':
      return Number(cell) >= Number(value);
    case '<':
      return Number(cell) < Number(value);
    case '<=':
      return Number(cell) <= Number(value);
    default:
      // An operator this server does not know: refuse it loudly rather than return wrong rows.
      throw new Error(`Unsupported filter operator "${operator}" on "${item.field}"`);
  }
}

/** Rows kept by the filter model: its items (with their logic operator) and the quick filter words. */
export function filterRows<R extends object>(rows: readonly R[], model: GridFilterModel | undefined): R[] {
  if (!model) return [...rows];
  const items = model.items.filter((item) => item.field);
  const words = (model.quickFilterValues ?? []).map(text).filter(Boolean);
  return rows.filter((row) => {
    if (items.length) {
      const any = model.logicOperator === GridLogicOperator.Or;
      const kept = any ? items.some((item) => matchesItem(row, item)) : items.every((item) => matchesItem(row, item));
      if (!kept) return false;
    }
    if (words.length) {
      // Search every text and number cell except the id.
      const haystack = Object.entries(row)
        .filter(([key, value]) => key !== 'id' && (typeof value === 'string' || typeof value === 'number'))
        .map(([, value]) => text(value))
        .join(' ');
      const matches = (word: string) => haystack.includes(word);
      return model.quickFilterLogicOperator === GridLogicOperator.Or ? words.some(matches) : words.every(matches);
    }
    return true;
  });
}

/** A sorted copy of `rows`, by each item of the sort model in turn. */
export function sortRows<R extends object>(rows: readonly R[], model: GridSortModel | undefined): R[] {
  const items = (model ?? []).filter((item) => item.sort);
  if (!items.length) return [...rows];
  return [...rows].sort((a, b) => {
    for (const { field, sort } of items) {
      const left = comparable((a as Record<string, unknown>)[field]);
      const right = comparable((b as Record<string, unknown>)[field]);
      if (left === right) continue;
      // Empty cells go last whatever the direction.
      if (left === null) return 1;
      if (right === null) return -1;
      const order = typeof left === 'string' || typeof right === 'string' ? String(left).localeCompare(String(right)) : left - right;
      if (order !== 0) return sort === 'desc' ? -order : order;
    }
    return 0;
  });
}

/**
 * What `GET /rows?filter=…&sort=…&start=…&end=…` returns: the rows from `start` to `end` (both
 * included) of the filtered and sorted table, and the size of the filtered table.
 */
export function queryTable<R extends ServerRow>(table: readonly R[], params: GridGetRowsParams): GridGetRowsResponse {
  const matching = sortRows(filterRows(table, params.filterModel), params.sortModel);
  const start = Number(params.start) || 0;
  const end = Math.max(start, params.end);
  return { rows: matching.slice(start, end + 1), rowCount: matching.length };
}

/** Server calls as they happen, for demos that show the traffic. */
export interface RequestRecord {
  /** Increasing number of the request. */
  number: number;
  /** Time of day the request was sent, `HH:MM:SS`. */
  sentAt: string;
  /** Short text form of the request. */
  summary: string;
}

/** A one-line, human-readable form of a request, such as `rows 20–29 · sort total desc · 1 filter`. */
export function describeRequest(params: GridGetRowsParams): string {
  const parts = [`rows ${params.start}–${params.end}`];
  const sorted = params.sortModel.filter((item) => item.sort);
  if (sorted.length) parts.push(`sort ${sorted.map((item) => `${item.field} ${item.sort}`).join(', ')}`);
  const filters = params.filterModel.items.filter(
    (item) => (item.value !== undefined && item.value !== '') || item.operator === 'isEmpty' || item.operator === 'isNotEmpty',
  );
  if (filters.length) parts.push(filters.map((item) => `${item.field} ${item.operator} ${Array.isArray(item.value) ? item.value.join('|') : (item.value ?? '')}`.trim()).join(' & '));
  const words = params.filterModel.quickFilterValues?.filter(Boolean) ?? [];
  if (words.length) parts.push(`search "${words.join(' ')}"`);
  return parts.join(' · ');
}

/** The current time of day, `HH:MM:SS`, for request logs. */
export function clockTime(): string {
  return new Date().toLocaleTimeString('en-GB', { hour12: false });
}
