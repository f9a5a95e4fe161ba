/**
 * Type-check partitions for content. Each date adapter of `@mui/x-date-pickers` but Day.js
 * augments the package's `PickerValidDate` with its own date type when imported, so a program
 * holding the date-fns, Luxon and Moment variants of demos would type every picker's value as the
 * union of all four, and demos written for one library would not compile. A reader's app uses
 * one adapter; so is each program here: files importing an adapter other than Day.js's are
 * checked apart, one program per set of adapters, and everything else together.
 */

/** Matches an import (or export-from) of a date adapter module: the adapter's name in group 1. */
const ADAPTER_IMPORT = /from\s+['"]@mui\/x-date-pickers(?:-pro)?\/(Adapter\w+)['"]/g;

/**
 * The partition a source file belongs to: '' for the shared program, otherwise its non-Day.js
 * adapters' names, sorted and joined with `+` (e.g. `AdapterLuxon`).
 */
export function typeGroup(source: string): string {
  const adapters = new Set([...source.matchAll(ADAPTER_IMPORT)].map((match) => match[1]).filter((name) => name !== 'AdapterDayjs'));
  return [...adapters].sort().join('+');
}

/**
 * Partitions `files` by `typeGroup` of their text (`read(file)`), shared group first; every
 * partition is type-checked as a program of its own.
 * @returns group name → files, in first-seen order within a group.
 */
export function typeGroups<T>(files: readonly T[], read: (file: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>([['', []]]);
  for (const file of files) {
    const group = typeGroup(read(file));
    groups.set(group, [...(groups.get(group) ?? []), file]);
  }
  if (!groups.get('')!.length) groups.delete('');
  return groups;
}
