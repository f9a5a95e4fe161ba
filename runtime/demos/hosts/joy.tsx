/**
 * Demo host for Joy UI demos: Joy's theme with its colour schemes keyed on the same
 * `data-mui-color-scheme` attribute and storage keys as the shell.
 */
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import type { ReactNode } from 'react';
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY } from '../../color-mode/color-mode';

const theme = extendTheme({ colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE });

/** Joy theme provider for demos. */
export function Provider({ children }: { children: ReactNode }) {
  return (
    <CssVarsProvider
      theme={theme}
      attribute={COLOR_SCHEME_ATTRIBUTE}
      modeStorageKey={MODE_STORAGE_KEY}
      colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
      disableTransitionOnChange
    >
      {children}
    </CssVarsProvider>
  );
}
