/**
 * Demo host for Material UI, MUI System and MUI X demos: Material's default theme with CSS
 * variables keyed on the page's `data-mui-color-scheme` attribute, so light/dark follows the
 * shell without re-rendering.
 */
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { COLOR_SCHEME_ATTRIBUTE } from '../../color-mode/color-mode';

const theme = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
  colorSchemes: { light: true, dark: true },
});

/** Material theme provider for demos. */
export function Provider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}
