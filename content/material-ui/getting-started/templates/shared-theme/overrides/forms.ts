import type { Components, Theme } from '@mui/material/styles';
import { tint } from './focus';

/** Text fields, selects, checkboxes, radios and switches. */
export const formOverrides: Components<Theme> = {
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        backgroundColor: theme.vars.palette.background.paper,
        '& .MuiOutlinedInput-notchedOutline': { borderColor: theme.vars.palette.surface.outline },
        '&:hover:not(.Mui-disabled, .Mui-error) .MuiOutlinedInput-notchedOutline': {
          borderColor: theme.vars.palette.text.primary,
        },
        '&.Mui-focused': {
          boxShadow: `0 0 0 3px ${tint(theme.vars.palette.primary.mainChannel, 0.2)}`,
        },
      }),
    },
  },
  MuiInputLabel: {
    styleOverrides: {
      root: ({ theme }) => ({ color: theme.vars.palette.text.secondary }),
    },
  },
  MuiFormLabel: {
    styleOverrides: {
      root: ({ theme }) => ({
        fontWeight: 500,
        '&.Mui-focused': { color: theme.vars.palette.primary.main },
      }),
    },
  },
  MuiFormHelperText: {
    styleOverrides: {
      root: { marginInline: 2 },
    },
  },
  MuiCheckbox: {
    defaultProps: { color: 'primary' },
    styleOverrides: {
      root: ({ theme }) => ({
        color: theme.vars.palette.surface.outline,
        borderRadius: theme.shape.borderRadius,
      }),
    },
  },
  MuiRadio: {
    styleOverrides: {
      root: ({ theme }) => ({ color: theme.vars.palette.surface.outline }),
    },
  },
  MuiFormControlLabel: {
    styleOverrides: {
      label: ({ theme }) => ({ ...theme.typography.body2 }),
    },
  },
};
