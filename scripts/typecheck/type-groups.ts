/**
 * Type-check partitions for content. Each date adapter of `@mui/x-date-pickers` but Day.js
 * augments the package's `PickerValidDate` with its own date type when imported, so a program
 * holding the date-fns, Luxon and Moment variants of demos would type every picker's value as the
 * union of all four, and demos written for one library would not compile. A reader's app uses
 * one adapter; so is each program here: files importing an adapter other than Day.js's are
 * checked apart, one program per set of adapters, and everything else together.
 *
 * The same holds for a demo that adds a colour to a component (`ButtonPropsColorOverrides` and
 * its kin): the colour then exists for that component only, so in a shared program the props of
 * one component no longer fit another that differs from it in that colour alone (the Data Grid's
 * toolbar triggers hand Button props to an IconButton). Such files form a program of their own.
 */

/** Matches an import (or export-from) of a date adapter module: the adapter's name in group 1. */
const ADAPTER_IMPORT = /from\s+['"]@mui\/x-date-pickers(?:-pro)?\/(Adapter\w+)['"]/g;

/** Matches a module augmentation that adds colours to a component's `color` prop. */
const COLOUR_AUGMENTATION = /\binterface\s+\w+ColorOverrides\b/;

/** Name of the partition of files that add colours to components. */
export const COLOUR_GROUP = 'colour overrides';

/**
 * The partition a source file belongs to: '' for the shared program, otherwise its non-Day.js
 * adapters' names, sorted and joined with `+` (e.g. `AdapterLuxon`), followed by
 * `COLOUR_GROUP` when it adds colours to a component (e.g. `colour overrides`).
 */
export function typeGroup(source: string): string {
  const adapters = new Set([...source.matchAll(ADAPTER_IMPORT)].map((match) => match[1]).filter((name) => name !== 'AdapterDayjs'));
  const names = [...adapters].sort();
  if (COLOUR_AUGMENTATION.test(source)) names.push(COLOUR_GROUP);
  return names.join('+');
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
