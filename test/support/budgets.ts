/**
 * Page-weight budgets (`budgets.json`): each route's type and the gzipped JavaScript
 * it may load on first view.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type RouteType = 'prose' | 'api' | 'blog' | 'component' | 'data-grid';

interface BudgetFile {
  types: Record<RouteType, number>;
  exceptions: Record<string, { kb: number; reason: string; plan: string }>;
}

const FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../budgets.json');
const budgets = JSON.parse(readFileSync(FILE, 'utf8')) as BudgetFile;

/** A route's type: API and blog by path, the data grid page by path, component pages by their demos. */
export function routeType(route: string, hasDemos: boolean): RouteType {
  if (route.includes('/api/')) return 'api';
  if (route.startsWith('/blog/')) return 'blog';
  if (route.startsWith('/x/react-data-grid/')) return 'data-grid';
  return hasDemos ? 'component' : 'prose';
}

/** The budget of a route in bytes: its exception if it has one, else its type's. */
export function budgetBytes(route: string, type: RouteType): number {
  return (budgets.exceptions[route]?.kb ?? budgets.types[type]) * 1024;
}

/** Every exception, for a test that checks each one is explained. */
export const budgetExceptions = budgets.exceptions;
