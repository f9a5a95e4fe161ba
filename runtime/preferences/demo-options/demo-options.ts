/**
 * Demo options: versions of one demo a reader chooses between, page-wide and remembered, like
 * the code variant. Two axes exist; a demo has versions on at most one of them:
 *
 * - styling: MUI System (`X.tsx`), Tailwind (`X.tailwind.tsx`)
 *   or plain CSS (`X.css.tsx`);
 * - date library, for the pickers: Day.js (`X.tsx`), date-fns (`X.date-fns.tsx`), Luxon
 *   (`X.luxon.tsx`) or Moment.js (`X.moment.tsx`).
 *
 * Each axis keeps the choice in a one-year cookie and shows it as an attribute on `<html>`, set
 * before first paint, that CSS uses to show each demo's matching version (or its first version
 * when it lacks the choice). Pure rules.
 */
import { preferenceCookie, readCookie } from '../cookies';
import { STYLING_ATTRIBUTE, STYLING_COOKIE, STYLING_LABELS, STYLING_OPTIONS } from '../styling-variant/styling-variant';

/** The date libraries the pickers' demos are written for, in toolbar order; Day.js first. */
export const DATE_LIBRARIES = ['dayjs', 'date-fns', 'luxon', 'moment'] as const;

/** One of {@link DATE_LIBRARIES}. */
export type DateLibrary = (typeof DATE_LIBRARIES)[number];

/** One option of any axis. Options are unique across axes, so a file suffix names its axis. */
export type DemoOption = (typeof STYLING_OPTIONS)[number] | DateLibrary;

/** An axis of demo options. */
export interface DemoAxis {
  id: 'styling' | 'dateLibrary';
  /** Options in toolbar order; the first is the default and has no file suffix. */
  options: readonly DemoOption[];
  labels: Partial<Record<DemoOption, string>>;
  cookie: string;
  /** Attribute on `<html>` holding the choice. */
  attribute: string;
  /** Name of the toolbar's button group. */
  group: string;
  /** The toolbar button's title for an option. */
  title(label: string): string;
}

/** The axes, in the order their groups appear in a toolbar. */
export const DEMO_AXES: readonly DemoAxis[] = [
  {
    id: 'styling',
    options: STYLING_OPTIONS,
    labels: STYLING_LABELS,
    cookie: STYLING_COOKIE,
    attribute: STYLING_ATTRIBUTE,
    group: 'Styling',
    title: (label) => `Show the demo styled with ${label}`,
  },
  {
    id: 'dateLibrary',
    options: DATE_LIBRARIES,
    labels: { dayjs: 'Day.js', 'date-fns': 'date-fns', luxon: 'Luxon', moment: 'Moment.js' },
    cookie: 'dateLibrary',
    attribute: 'data-date-library',
    group: 'Date library',
    title: (label) => `Show the demo written with ${label}`,
  },
];

/** The axis an option belongs to. */
export function axisOf(option: DemoOption): DemoAxis {
  return DEMO_AXES.find((axis) => axis.options.includes(option))!;
}

/** True for the first option of its axis (`system`, `dayjs`): the demo's own file. */
export function isDefaultOption(option: DemoOption): boolean {
  return axisOf(option).options[0] === option;
}

/** File name suffix of an option before `.tsx`: `` for an axis's first option, else `.<option>`. */
export function optionSuffix(option: DemoOption): string {
  return isDefaultOption(option) ? '' : `.${option}`;
}

/** The label readers see for an option. */
export function optionLabel(option: DemoOption): string {
  return axisOf(option).labels[option]!;
}

/** The choice of `axis` saved in a `document.cookie` string, or the axis's first option. */
export function optionFromCookie(axis: DemoAxis, cookies: string): DemoOption {
  const value = readCookie(cookies, axis.cookie);
  return axis.options.find((option) => option === value) ?? axis.options[0];
}

/** The `document.cookie` assignment that saves a choice: path `/`, one year. */
export function optionCookie(option: DemoOption): string {
  return preferenceCookie(axisOf(option).cookie, option);
}
