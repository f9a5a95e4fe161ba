import type { Components, Theme } from '@mui/material/styles';
import { tint } from './focus';

/** Chips, avatars, lists, tabs, tables, progress bars, alerts and tooltips. */
export const displayOverrides: Components<Theme> = {
  MuiChip: {
    styleOverrides: {
      root: ({ theme }) => ({ fontWeight: 600, borderRadius: theme.shape.borderRadius }),
    },
  },
  MuiAvatar: {
    styleOverrides: {
      colorDefault: ({ theme }) => ({
        backgroundColor: theme.vars.palette.surface.accent,
        color: theme.vars.palette.surface.onAccent,
        fontWeight: 600,
      }),
    },
  },
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        '&.Mui-selected, &.Mui-selected:hover': {
          backgroundColor: theme.vars.palette.surface.accent,
          color: theme.vars.palette.surface.onAccent,
        },
        '&.Mui-selected .MuiListItemIcon-root': { color: 'inherit' },
      }),
    },
  },
  MuiListItemIcon: {
    styleOverrides: { root: { minWidth: 36 } },
  },
  MuiTabs: {
    styleOverrides: {
      indicator: { height: 3, borderRadius: 3 },
    },
  },
  MuiTab: {
    styleOverrides: {
      root: { textTransform: 'none', fontWeight: 600, minHeight: 44 },
    },
  },
  MuiTableCell: {
    styleOverrides: {
      root: ({ theme }) => ({ borderColor: theme.vars.palette.divider }),
      head: ({ theme }) => ({
        fontWeight: 600,
        color: theme.vars.palette.text.secondary,
        backgroundColor: theme.vars.palette.surface.sunken,
      }),
    },
  },
  MuiLinearProgress: {
    styleOverrides: {
      root: ({ theme }) => ({
        height: 8,
        borderRadius: 8,
        backgroundColor: tint(theme.vars.palette.text.primaryChannel, 0.1),
      }),
      bar: { borderRadius: 8 },
    },
  },
  MuiAlert: {
    styleOverrides: {
      root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius }),
    },
  },
  MuiTooltip: {
    defaultProps: { arrow: true },
  },
};
