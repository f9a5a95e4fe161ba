import type { CSSProperties } from 'react';
import type { TypographyVariantsOptions } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface TypographyVariants {
    /** Large tabular number for a metric: revenue, counts, rates. */
    figure: CSSProperties;
    /** Small uppercase label above a heading. */
    eyebrow: CSSProperties;
  }
  interface TypographyVariantsOptions {
    figure?: CSSProperties;
    eyebrow?: CSSProperties;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    figure: true;
    eyebrow: true;
  }
}

/**
 * No web font is downloaded: Roboto is used when the app already ships it (as these docs do),
 * otherwise the platform's own sans-serif.
 */
export const fontFamily = [
  'Roboto',
  '"Segoe UI"',
  'system-ui',
  '-apple-system',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** Headings scale with the viewport between a phone and a wide desktop. */
export const typography: TypographyVariantsOptions = {
  fontFamily,
  h1: {
    fontSize: 'clamp(2rem, 1.5rem + 2.2vw, 3.25rem)',
    fontWeight: 700,
    lineHeight: 1.12,
    letterSpacing: '-0.025em',
  },
  h2: {
    fontSize: 'clamp(1.625rem, 1.3rem + 1.4vw, 2.375rem)',
    fontWeight: 700,
    lineHeight: 1.18,
    letterSpacing: '-0.02em',
  },
  h3: {
    fontSize: 'clamp(1.375rem, 1.2rem + 0.8vw, 1.875rem)',
    fontWeight: 650,
    lineHeight: 1.25,
    letterSpacing: '-0.015em',
  },
  h4: { fontSize: '1.375rem', fontWeight: 650, lineHeight: 1.3, letterSpacing: '-0.01em' },
  h5: { fontSize: '1.125rem', fontWeight: 650, lineHeight: 1.4 },
  h6: { fontSize: '1rem', fontWeight: 650, lineHeight: 1.45 },
  subtitle1: { fontSize: '1rem', fontWeight: 500, lineHeight: 1.55 },
  subtitle2: { fontSize: '0.875rem', fontWeight: 600, lineHeight: 1.5 },
  body1: { fontSize: '1rem', lineHeight: 1.6 },
  body2: { fontSize: '0.875rem', lineHeight: 1.55 },
  caption: { fontSize: '0.75rem', lineHeight: 1.5 },
  button: { fontWeight: 600, textTransform: 'none', letterSpacing: 0 },
  overline: { fontWeight: 600, letterSpacing: '0.08em' },
  figure: {
    fontSize: '1.75rem',
    fontWeight: 700,
    lineHeight: 1.2,
    letterSpacing: '-0.02em',
    fontVariantNumeric: 'tabular-nums',
  },
  eyebrow: {
    fontSize: '0.75rem',
    fontWeight: 700,
    lineHeight: 1.6,
    letterSpacing: '0.1em',
    textTransform: 'uppercase',
  },
};
