/**
 * Demo host for Joy UI demos: Joy's theme with its colour schemes keyed on the same
 * `data-mui-color-scheme` attribute and storage keys as the shell, the reader's direction, and
 * Joy's small sizes when density is on.
 */
import { CssVarsProvider, extendTheme, type Theme } from '@mui/joy/styles';
import type { ReactNode } from 'react';
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY } from '../../preferences/color-mode/color-mode';
import type { Direction } from '../../preferences/display-settings';
import { useDisplaySettings } from '../../preferences/useDisplaySettings';

const small = { defaultProps: { size: 'sm' } } as const;
const themes = new Map<string, Theme>();

function joyTheme(direction: Direction, dense: boolean): Theme {
  const key = `${direction}:${dense}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = extendTheme({
      colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE,
      direction,
      ...(dense && { components: { JoyButton: small, JoyInput: small, JoyRadio: small, JoySwitch: small, JoyIconButton: small } }),
    });
    themes.set(key, theme);
  }
  return theme;
}

/** Joy theme provider for demos. */
export function Provider({ children }: { children: ReactNode }) {
  const { direction, dense } = useDisplaySettings();
  return (
    <CssVarsProvider
      theme={joyTheme(direction, dense)}
      attribute={COLOR_SCHEME_ATTRIBUTE}
      modeStorageKey={MODE_STORAGE_KEY}
      colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
      disableTransitionOnChange
    >
      {children}
    </CssVarsProvider>
  );
}
