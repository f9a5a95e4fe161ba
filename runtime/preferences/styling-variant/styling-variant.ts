/**
 * Styling variant (spec §3 "Styling option names", issue 4 item 7): a demo may ship its styles
 * written with MUI System (`X.tsx`), Tailwind (`X.tailwind.tsx`) or plain CSS (`X.css.tsx`).
 * Pure rules; the choice is kept like the code variant, in a one-year cookie.
 */
import { preferenceCookie, readCookie } from '../cookies';

/** The styling options, in toolbar order. */
export const STYLING_OPTIONS = ['system', 'tailwind', 'css'] as const;

/** One of {@link STYLING_OPTIONS}. */
export type StylingOption = (typeof STYLING_OPTIONS)[number];

/** Names shown to readers (spec §3). */
export const STYLING_LABELS: Record<StylingOption, string> = { system: 'MUI System', tailwind: 'Tailwind', css: 'CSS' };

/** Cookie holding the reader's choice. */
export const STYLING_COOKIE = 'stylingVariant';
/** Attribute on `<html>` holding the choice; CSS shows each demo's matching variant. */
export const STYLING_ATTRIBUTE = 'data-styling';
/** The choice when none is saved. */
export const DEFAULT_STYLING: StylingOption = 'system';

/** The choice saved in a `document.cookie` string, or the default. */
export function stylingFromCookie(cookies: string): StylingOption {
  const value = readCookie(cookies, STYLING_COOKIE);
  return STYLING_OPTIONS.find((option) => option === value) ?? DEFAULT_STYLING;
}

/** The `document.cookie` assignment that saves a choice: path `/`, one year. */
export function stylingCookie(option: StylingOption): string {
  return preferenceCookie(STYLING_COOKIE, option);
}

/** File name suffix of a variant before `.tsx`: `` for MUI System, `.tailwind`, `.css`. */
export function stylingSuffix(option: StylingOption): string {
  return option === 'system' ? '' : `.${option}`;
}
