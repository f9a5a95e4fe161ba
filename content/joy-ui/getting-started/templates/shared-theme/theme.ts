import { extendTheme } from '@mui/joy/styles';
import { iris } from './palette';

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * The theme every Joy UI template shares.
 *
 * - `cssVarPrefix: 'app'` writes the variables as `--app-*`. A provider nested inside another Joy
 *   provider with the same prefix writes no variables of its own, so a distinct prefix keeps this
 *   theme working wherever the template is mounted.
 * - `colorSchemeSelector` keys the light and dark variables on `data-mui-color-scheme` on `<html>`,
 *   the attribute the page sets; switching the scheme swaps variables and re-renders nothing.
 * - No web fonts: the system font stack keeps the templates offline-ready.
 */
export const appTheme = extendTheme({
  cssVarPrefix: 'app',
  colorSchemeSelector: 'data-mui-color-scheme',
  colorSchemes: {
    light: { palette: { primary: iris } },
    dark: { palette: { primary: iris } },
  },
  fontFamily: {
    body: systemFonts,
    display: systemFonts,
    code: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  radius: { sm: '6px', md: '10px', lg: '14px' },
  components: {
    JoyButton: {
      styleOverrides: {
        root: { fontWeight: 600 },
      },
    },
    JoyChip: {
      styleOverrides: {
        root: { fontWeight: 500 },
      },
    },
  },
});
