/**
 * The default themes the viewer shows, made at build time by the installed packages themselves:
 * Material UI's `createTheme()` in light and dark mode, and Joy UI's `extendTheme()` with each
 * of its colour schemes applied (its `palette` and shadow tokens are per scheme).
 */
import { extendTheme } from '@mui/joy/styles';
import { createTheme } from '@mui/material/styles';
import type { ViewerTheme } from './theme-names';
import { type ThemeNode, themeTree } from './tree';

/** The default theme of `theme` as the package builds it, in light and dark. */
export function defaultThemes(theme: ViewerTheme): { light: object; dark: object } {
  if (theme === 'material') return { light: createTheme(), dark: createTheme({ palette: { mode: 'dark' } }) };
  const joy = extendTheme() as unknown as Record<string, unknown> & { colorSchemes: Record<'light' | 'dark', object> };
  return { light: { ...joy, ...joy.colorSchemes.light }, dark: { ...joy, ...joy.colorSchemes.dark } };
}

const trees = new Map<ViewerTheme, ThemeNode[]>();

/** The viewer's tree of a default theme, made once per build. */
export function defaultThemeTree(theme: ViewerTheme): ThemeNode[] {
  let tree = trees.get(theme);
  if (!tree) {
    const { light, dark } = defaultThemes(theme);
    tree = themeTree(light, dark);
    trees.set(theme, tree);
  }
  return tree;
}
