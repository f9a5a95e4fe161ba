import * as React from 'react';
import CssBaseline from '@mui/joy/CssBaseline';
import { CssVarsProvider } from '@mui/joy/styles';
import { appTheme } from './theme';

export interface AppThemeProps {
  children: React.ReactNode;
}

/**
 * Wrap a template in this: the shared theme and Joy's CSS baseline. The colour scheme follows the
 * `data-mui-color-scheme` attribute on `<html>`; in an app of your own, add a toggle that calls
 * `setMode` from `useColorScheme()`.
 */
export default function AppTheme({ children }: AppThemeProps) {
  return (
    <CssVarsProvider theme={appTheme} disableTransitionOnChange>
      <CssBaseline />
      {children}
    </CssVarsProvider>
  );
}
