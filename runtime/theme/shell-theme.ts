/**
 * The MUI theme of the docs shell, built from `tokens` with MUI's own `createTheme`, and the
 * CSS custom properties the shell's styles use. Build-time only: `.styles.ts` modules import
 * it in Node; the browser receives the resulting class names and stylesheet, never this code.
 */
import type { CSSObject } from '@emotion/css/create-instance';
import { createTheme, type Theme } from '@mui/material/styles';
import { tokens } from './tokens';
import { COLOR_SCHEME_ATTRIBUTE } from '../preferences/color-mode/color-mode';

/** Builds the shell theme for one colour scheme, with the constants of `tokens` applied. */
export function createShellTheme(mode: 'light' | 'dark'): Theme {
  return createTheme({
    palette: {
      mode,
      contrastThreshold: tokens.palette.contrastThreshold,
      tonalOffset: tokens.palette.tonalOffset,
      ...(mode === 'dark' && { background: { default: '#0b0d0e', paper: '#101418' } }),
    },
    shape: { borderRadius: tokens.borderRadius },
    spacing: tokens.spacingUnit,
    typography: {
      fontSize: tokens.typography.fontSize,
      htmlFontSize: tokens.typography.htmlFontSize,
      fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", sans-serif',
    },
    breakpoints: { values: tokens.breakpoints },
    zIndex: tokens.zIndex,
    transitions: { duration: tokens.durations },
  });
}

/** Names of the shell's colour variables; each becomes `--d-<name>`. */
const VARIABLES = {
  primary: (t: Theme) => t.palette.primary.main,
  primaryText: (t: Theme) => (t.palette.mode === 'dark' ? t.palette.primary.light : t.palette.primary.dark),
  primaryContrast: (t: Theme) => t.palette.primary.contrastText,
  primarySoft: (t: Theme) => (t.palette.mode === 'dark' ? 'rgba(144,202,249,0.16)' : 'rgba(25,118,210,0.08)'),
  text: (t: Theme) => t.palette.text.primary,
  textSecondary: (t: Theme) => t.palette.text.secondary,
  background: (t: Theme) => t.palette.background.default,
  paper: (t: Theme) => t.palette.background.paper,
  divider: (t: Theme) => t.palette.divider,
  hover: (t: Theme) => t.palette.action.hover,
  codeBackground: (t: Theme) => (t.palette.mode === 'dark' ? '#0d1117' : '#f6f8fa'),
  success: (t: Theme) => t.palette.success.main,
  warning: (t: Theme) => (t.palette.mode === 'dark' ? t.palette.warning.light : t.palette.warning.dark),
  error: (t: Theme) => (t.palette.mode === 'dark' ? t.palette.error.light : t.palette.error.dark),
  info: (t: Theme) => (t.palette.mode === 'dark' ? t.palette.info.light : t.palette.info.dark),
  shadow: (t: Theme) => t.shadows[4],
} satisfies Record<string, (theme: Theme) => string>;

export type ShellVariable = keyof typeof VARIABLES;

/** `var(--d-<name>)` for use inside style objects. */
export function v(name: ShellVariable): string {
  return `var(--d-${name})`;
}

function declarations(theme: Theme): Record<string, string> {
  return Object.fromEntries(Object.entries(VARIABLES).map(([name, read]) => [`--d-${name}`, read(theme)]));
}

/**
 * Global style object defining every shell variable for light (default), for dark (attribute
 * `data-mui-color-scheme="dark"`) and, before any script ran, for an OS dark preference.
 */
export function colorSchemeVariables(): CSSObject {
  const light = declarations(createShellTheme('light'));
  const dark = declarations(createShellTheme('dark'));
  return {
    ':root': { ...light, colorScheme: 'light' },
    [`:root[${COLOR_SCHEME_ATTRIBUTE}="dark"]`]: { ...dark, colorScheme: 'dark' },
    '@media (prefers-color-scheme: dark)': {
      [`:root:not([${COLOR_SCHEME_ATTRIBUTE}])`]: { ...dark, colorScheme: 'dark' },
    },
  };
}
