import type { Components, Theme } from '@mui/material/styles';

/** Paper, cards, app bars, drawers, dialogs and accordions. */
export const containerOverrides: Components<Theme> = {
  MuiPaper: {
    styleOverrides: {
      // Dark mode lightens elevated paper with a gradient; our dark palette sets its own surfaces.
      root: { backgroundImage: 'none' },
    },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: Number(theme.shape.borderRadius) * 1.4,
        borderColor: theme.vars.palette.divider,
      }),
    },
  },
  MuiCardContent: {
    styleOverrides: {
      root: ({ theme }) => ({
        padding: theme.spacing(2.5),
        '&:last-child': { paddingBottom: theme.spacing(2.5) },
      }),
    },
  },
  MuiCardHeader: {
    styleOverrides: {
      root: ({ theme }) => ({ padding: theme.spacing(2.5, 2.5, 0) }),
    },
  },
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.vars.palette.background.paper,
        borderBottom: `1px solid ${theme.vars.palette.divider}`,
      }),
    },
  },
  MuiDrawer: {
    styleOverrides: {
      paper: ({ theme }) => ({
        backgroundColor: theme.vars.palette.surface.sunken,
        borderColor: theme.vars.palette.divider,
      }),
    },
  },
  MuiDialog: {
    styleOverrides: {
      paper: ({ theme }) => ({
        borderRadius: Number(theme.shape.borderRadius) * 1.6,
        border: `1px solid ${theme.vars.palette.divider}`,
      }),
    },
  },
  MuiAccordion: {
    defaultProps: { disableGutters: true, elevation: 0 },
    styleOverrides: {
      root: ({ theme }) => ({
        border: `1px solid ${theme.vars.palette.divider}`,
        borderRadius: theme.shape.borderRadius,
        '&::before': { display: 'none' },
        '& + &': { marginTop: theme.spacing(1) },
      }),
    },
  },
  MuiAccordionSummary: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        fontWeight: 600,
      }),
    },
  },
};
