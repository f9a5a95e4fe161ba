/**
 * Demo host for Material UI, MUI System and MUI X demos: Material's default theme with CSS
 * variables keyed on the page's `data-mui-color-scheme` attribute (light/dark follows the shell
 * without re-rendering), the reader's direction, and MUI's dense sizes when density is on.
 */
import { createTheme, type Theme, ThemeProvider, type ThemeOptions } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { COLOR_SCHEME_ATTRIBUTE } from '../../preferences/color-mode/color-mode';
import type { Direction } from '../../preferences/display-settings';
import { useDisplaySettings } from '../../preferences/useDisplaySettings';

/** MUI's high-density defaults (what mui.com's "dense" setting applies to demos). */
export const DENSE_COMPONENTS: ThemeOptions['components'] = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiFilledInput: { defaultProps: { margin: 'dense' } },
  MuiFormControl: { defaultProps: { margin: 'dense' } },
  MuiFormHelperText: { defaultProps: { margin: 'dense' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiInputBase: { defaultProps: { margin: 'dense' } },
  MuiInputLabel: { defaultProps: { margin: 'dense' } },
  MuiListItem: { defaultProps: { dense: true } },
  MuiOutlinedInput: { defaultProps: { margin: 'dense' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
  MuiCheckbox: { defaultProps: { size: 'small' } },
  MuiSwitch: { defaultProps: { size: 'small' } },
  MuiTab: { styleOverrides: { root: { minHeight: 40, paddingBlock: 8 } } },
};

const themes = new Map<string, Theme>();

/** The demo theme for a direction and density, created once each. */
export function demoTheme(direction: Direction, dense: boolean): Theme {
  const key = `${direction}:${dense}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = createTheme({
      direction,
      cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
      colorSchemes: { light: true, dark: true },
      ...(dense && { components: DENSE_COMPONENTS }),
    });
    themes.set(key, theme);
  }
  return theme;
}

/** Material theme provider for demos. */
export function Provider({ children }: { children: ReactNode }) {
  const { direction, dense } = useDisplaySettings();
  return (
    <ThemeProvider theme={demoTheme(direction, dense)} disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}
