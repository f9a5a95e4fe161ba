/**
 * Styling variant: a demo may ship its styles
 * written with MUI System (`X.tsx`), Tailwind (`X.tailwind.tsx`) or plain CSS (`X.css.tsx`).
 * The choice is kept like the code variant, in a one-year cookie (see `demo-options/`, which
 * also holds the pickers' date-library axis).
 */
/** The styling options, in toolbar order. */
export const STYLING_OPTIONS = ['system', 'tailwind', 'css'] as const;

/** One of {@link STYLING_OPTIONS}. */
export type StylingOption = (typeof STYLING_OPTIONS)[number];

/** Names shown to readers. */
export const STYLING_LABELS: Record<StylingOption, string> = { system: 'MUI System', tailwind: 'Tailwind', css: 'CSS' };

/** Cookie holding the reader's choice. */
export const STYLING_COOKIE = 'stylingVariant';
/** Attribute on `<html>` holding the choice; CSS shows each demo's matching variant. */
export const STYLING_ATTRIBUTE = 'data-styling';
