import * as React from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider, type ThemeOptions } from '@mui/material/styles';
// Types `theme.vars` as always present: this theme always uses CSS variables.
import type {} from '@mui/material/themeCssVarsAugmentation';
import { colorSchemes } from './palette';
import { typography } from './typography';
import { actionOverrides } from './overrides/actions';
import { containerOverrides } from './overrides/containers';
import { displayOverrides } from './overrides/display';
import { formOverrides } from './overrides/forms';

export interface AppThemeProps {
  children: React.ReactNode;
  /**
   * Overrides a single template adds on top of the shared ones, such as the dashboard's
   * chart and data grid styles. Pass a stable object (defined outside the component).
   */
  components?: ThemeOptions['components'];
}

/**
 * Builds the shared theme. The light and dark schemes are written as CSS variables and switched
 * by the `data-mui-color-scheme` attribute on `<html>`, so changing the scheme re-renders nothing.
 * The `app` prefix keeps these variables apart from any other Material UI theme on the page.
 */
export function createAppTheme(components?: ThemeOptions['components']) {
  return createTheme({
    cssVariables: { colorSchemeSelector: 'data-mui-color-scheme', cssVarPrefix: 'app' },
    colorSchemes,
    typography,
    shape: { borderRadius: 10 },
    components: {
      MuiTypography: {
        defaultProps: { variantMapping: { figure: 'p', eyebrow: 'p' } },
      },
      ...actionOverrides,
      ...formOverrides,
      ...containerOverrides,
      ...displayOverrides,
      ...components,
    },
  });
}

/** Wrap a template in this: the shared theme plus CssBaseline with the scheme's `color-scheme`. */
export default function AppTheme({ children, components }: AppThemeProps) {
  const theme = React.useMemo(() => createAppTheme(components), [components]);
  return (
    <ThemeProvider theme={theme} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
