// @vitest-environment node
import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createShellTheme } from '../../runtime/theme/shell-theme';
import { down, spacing, tokens, up } from '../../runtime/theme/tokens';

describe('shell theme', () => {
  const theme = createShellTheme('light');

  it('applies the docs constants', () => {
    expect(theme.shape.borderRadius).toBe(12);
    expect(theme.spacing(1)).toBe('8px');
    expect(theme.typography.fontSize).toBe(14);
    expect(theme.typography.htmlFontSize).toBe(16);
    expect(theme.shadows).toHaveLength(25);
    expect(theme.palette.contrastThreshold).toBe(3);
    expect(theme.palette.tonalOffset).toBe(0.2);
  });

  it('uses the MUI breakpoints, z-index and transition durations', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.zIndex).toMatchObject({
      mobileStepper: 1000,
      fab: 1050,
      speedDial: 1050,
      appBar: 1100,
      drawer: 1200,
      modal: 1300,
      snackbar: 1400,
      tooltip: 1500,
    });
    expect(theme.transitions.duration).toMatchObject({
      shortest: 150,
      shorter: 200,
      short: 250,
      standard: 300,
      complex: 375,
      enteringScreen: 225,
      leavingScreen: 195,
    });
  });

  it('agrees with MUI defaults wherever the spec matches them', () => {
    const mui = createTheme();
    expect(tokens.breakpoints).toEqual(mui.breakpoints.values);
    expect(mui.zIndex).toMatchObject(tokens.zIndex);
    expect(mui.transitions.duration).toMatchObject(tokens.durations);
    // MUI caps its auto-height transition at 3000 ms, the same cap as the tokens.
    expect(mui.transitions.getAutoHeightDuration(1e9)).toBe(tokens.autoHeightDurationCap);
  });

  it('derives a dark scheme from the same constants', () => {
    const dark = createShellTheme('dark');
    expect(dark.palette.mode).toBe('dark');
    expect(dark.shape.borderRadius).toBe(12);
  });
});

describe('style helpers', () => {
  it('builds media queries and spacing from the tokens', () => {
    expect(up('sm')).toBe('@media (min-width:600px)');
    expect(down('md')).toBe('@media (max-width:899.95px)');
    expect(spacing(1, 2.5)).toBe('8px 20px');
  });
});
