import type { ColorSystemOptions } from '@mui/material/styles';

/**
 * Extra colour tokens the templates use besides MUI's palette. Each colour scheme sets its own
 * values, so `theme.vars.palette.surface.*` follows the page's light or dark scheme.
 */
export interface SurfaceTokens {
  /** Recessed areas: side navigation, table headers, a page band behind cards. */
  sunken: string;
  /** Surfaces lifted above the paper: menus, a sticky summary. */
  raised: string;
  /** Soft brand tint behind selected items and avatars. */
  accent: string;
  /** Text and icons on `accent`. */
  onAccent: string;
  /** Borders of form fields: at least 3:1 against the paper. */
  outline: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    surface: SurfaceTokens;
  }
  interface PaletteOptions {
    surface?: Partial<SurfaceTokens>;
  }
}

/** Cool grey ramp for text, borders and backgrounds. */
export const ink = {
  50: '#f8f9fb',
  100: '#eff1f5',
  200: '#dee1e8',
  300: '#bfc4cf',
  400: '#949ba8',
  500: '#6b7280',
  600: '#515867',
  700: '#383f4d',
  800: '#212631',
  900: '#131720',
  950: '#0c1017',
} as const;

/** The brand colour: a deep sea teal. */
export const lagoon = {
  50: '#effbfa',
  100: '#d3f3f1',
  200: '#aae4e0',
  300: '#77cfcb',
  400: '#3bbab6',
  500: '#1c9c9a',
  600: '#128282',
  700: '#0d6568',
  800: '#0c4b50',
  900: '#093034',
} as const;

/** The accent colour: a warm coral for highlights and secondary actions. */
export const ember = {
  50: '#fef2ec',
  100: '#fcdecf',
  200: '#f9c2a9',
  300: '#f59f7a',
  400: '#ee7c4f',
  500: '#e45825',
  600: '#c1481f',
  700: '#a03b1c',
  800: '#7b2e19',
  900: '#522114',
} as const;

/*
 * Status colours are picked per scheme for contrast: the light ones reach 5.5:1 or more on white,
 * the dark ones 7:1 or more on the dark paper, so they work as text as well as fills.
 */
const light: ColorSystemOptions['palette'] = {
  primary: { light: lagoon[500], main: lagoon[700], dark: lagoon[800], contrastText: '#ffffff' },
  secondary: { light: ember[500], main: ember[700], dark: ember[800], contrastText: '#ffffff' },
  error: { main: '#bc242e', contrastText: '#ffffff' },
  warning: { main: '#984f06', contrastText: '#ffffff' },
  success: { main: '#1a7042', contrastText: '#ffffff' },
  info: { main: '#136bae', contrastText: '#ffffff' },
  grey: ink,
  text: { primary: ink[900], secondary: ink[600] },
  divider: ink[200],
  background: { default: ink[50], paper: '#ffffff' },
  surface: {
    sunken: ink[100],
    raised: '#ffffff',
    accent: lagoon[100],
    onAccent: lagoon[800],
    outline: ink[500],
  },
};

const dark: ColorSystemOptions['palette'] = {
  primary: { light: lagoon[200], main: lagoon[300], dark: lagoon[500], contrastText: ink[950] },
  secondary: { light: ember[200], main: ember[300], dark: ember[500], contrastText: ink[950] },
  error: { main: '#f5848c', contrastText: ink[950] },
  warning: { main: '#f8ba4f', contrastText: ink[950] },
  success: { main: '#6ecf98', contrastText: ink[950] },
  info: { main: '#7bc4f4', contrastText: ink[950] },
  grey: ink,
  text: { primary: ink[50], secondary: ink[300] },
  divider: ink[700],
  background: { default: ink[950], paper: ink[900] },
  surface: {
    sunken: '#080b10',
    raised: ink[800],
    accent: lagoon[800],
    onAccent: lagoon[100],
    outline: ink[500],
  },
};

/** The two colour schemes handed to `createTheme`. */
export const colorSchemes = {
  light: { palette: light },
  dark: { palette: dark },
};
