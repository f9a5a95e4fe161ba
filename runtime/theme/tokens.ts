/**
 * Theme constants of the docs shell: shape, spacing, typography, palette, breakpoints, z-index
 * and transition durations. Pure data: the shell's styles and the MUI theme built from it
 * (see `shell-theme.ts`) both read from here, and a unit test checks them against MUI.
 */
export const tokens = {
  /** `theme.shape.borderRadius`, px. */
  borderRadius: 12,
  /** One spacing unit, px. */
  spacingUnit: 8,
  typography: {
    /** Base font size, px. */
    fontSize: 14,
    /** `html` font size the rem conversion assumes, px. */
    htmlFontSize: 16,
  },
  /** Number of elevation levels (`theme.shadows.length`). */
  shadowLevels: 25,
  palette: { contrastThreshold: 3, tonalOffset: 0.2 },
  /** Breakpoint lower bounds, px. */
  breakpoints: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 },
  zIndex: {
    mobileStepper: 1000,
    fab: 1050,
    speedDial: 1050,
    appBar: 1100,
    drawer: 1200,
    modal: 1300,
    snackbar: 1400,
    tooltip: 1500,
  },
  /** Transition durations, ms. */
  durations: {
    shortest: 150,
    shorter: 200,
    short: 250,
    standard: 300,
    complex: 375,
    enteringScreen: 225,
    leavingScreen: 195,
  },
  /** Cap of MUI's auto-height transition duration, ms. */
  autoHeightDurationCap: 3000,
} as const;

export type Breakpoint = keyof typeof tokens.breakpoints;

/** Media query for widths from breakpoint `key` up, e.g. `up('sm')` → `@media (min-width:600px)`. */
export function up(key: Breakpoint): string {
  return `@media (min-width:${tokens.breakpoints[key]}px)`;
}

/** Media query for widths below breakpoint `key`, e.g. `down('md')` → `(max-width:899.95px)`. */
export function down(key: Breakpoint): string {
  return `@media (max-width:${tokens.breakpoints[key] - 0.05}px)`;
}

/** `n` spacing units as a CSS length, e.g. `spacing(2)` → `16px`. */
export function spacing(...units: number[]): string {
  return units.map((unit) => `${unit * tokens.spacingUnit}px`).join(' ');
}
