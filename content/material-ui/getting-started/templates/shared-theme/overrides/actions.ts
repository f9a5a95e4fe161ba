import type { Components, Theme } from '@mui/material/styles';
import { focusRing, tint } from './focus';

/** Buttons, icon buttons, toggle buttons and links. */
export const actionOverrides: Components<Theme> = {
  MuiButtonBase: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': focusRing(theme),
      }),
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        paddingInline: theme.spacing(2),
        whiteSpace: 'nowrap',
        variants: [
          { props: { size: 'small' }, style: { paddingInline: theme.spacing(1.25) } },
          { props: { size: 'large' }, style: { paddingBlock: theme.spacing(1.25), fontSize: '1rem' } },
          {
            props: { variant: 'outlined', color: 'inherit' },
            style: { borderColor: theme.vars.palette.divider },
          },
        ],
      }),
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        '&:hover': { backgroundColor: tint(theme.vars.palette.text.primaryChannel, 0.06) },
      }),
    },
  },
  MuiToggleButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        textTransform: 'none',
        fontWeight: 600,
        color: theme.vars.palette.text.secondary,
        '&.Mui-selected': {
          color: theme.vars.palette.surface.onAccent,
          backgroundColor: theme.vars.palette.surface.accent,
        },
        '&.Mui-selected:hover': {
          backgroundColor: theme.vars.palette.surface.accent,
        },
      }),
    },
  },
  MuiLink: {
    defaultProps: { underline: 'always' },
    styleOverrides: {
      root: ({ theme }) => ({
        fontWeight: 500,
        textUnderlineOffset: '0.2em',
        textDecorationColor: tint(theme.vars.palette.primary.mainChannel, 0.4),
        '&:hover': { textDecorationColor: 'currentColor' },
        '&.Mui-focusVisible, &:focus-visible': { ...focusRing(theme), borderRadius: 2 },
      }),
    },
  },
};
