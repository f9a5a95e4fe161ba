// @vitest-environment node
import { extendTheme } from '@mui/joy/styles';
import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { defaultThemes, defaultThemeTree } from '../../runtime/theme-viewer/themes.build';
import { HIDDEN_KEY, leafValue, leaves, themeTree } from '../../runtime/theme-viewer/tree';
import { matches, themePath } from '../../runtime/theme-viewer/viewer';

/** Reads a value the way a reader's code does: by evaluating the copied path against the theme. */
const read = (theme: object, path: string): unknown => new Function('theme', `return ${themePath(path)};`)(theme);

/** Values (not objects) a theme holds, outside `unstable_*` members. */
function valueCount(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 1;
  return Object.entries(value)
    .filter(([key]) => !HIDDEN_KEY.test(key))
    .reduce((sum, [, child]) => sum + valueCount(child), 0);
}

describe('default theme viewer', () => {
  for (const [name, light, dark] of [
    ['Material UI', createTheme(), createTheme({ palette: { mode: 'dark' } })],
    [
      'Joy UI',
      ...(() => {
        const joy = extendTheme() as unknown as Record<string, unknown> & { colorSchemes: Record<'light' | 'dark', object> };
        return [
          { ...joy, ...joy.colorSchemes.light },
          { ...joy, ...joy.colorSchemes.dark },
        ];
      })(),
    ],
  ] as const) {
    it(`lists every value of ${name}'s default theme, light and dark, at a path that reads it`, () => {
      const tree = themeTree(light, dark);
      const all = leaves(tree);
      for (const leaf of all) {
        if (leaf.light) expect(leaf.light, leaf.path).toEqual(leafValue(read(light, leaf.path)));
        if (leaf.dark) expect(leaf.dark, leaf.path).toEqual(leafValue(read(dark, leaf.path)));
      }
      expect(all.filter((leaf) => leaf.light).length).toBe(valueCount(light));
      expect(all.filter((leaf) => leaf.dark).length).toBe(valueCount(dark));
    });
  }

  it('builds its trees from the installed packages, with the values that differ by scheme', () => {
    const { light, dark } = defaultThemes('material');
    expect(themeTree(light, dark)).toEqual(themeTree(createTheme(), createTheme({ palette: { mode: 'dark' } })));
    const main = leaves(defaultThemeTree('material')).find((leaf) => leaf.path === 'palette.primary.main')!;
    expect(main.light).toEqual({ text: JSON.stringify(createTheme().palette.primary.main), color: createTheme().palette.primary.main });
    expect(main.dark?.text).toBe(JSON.stringify((dark as ReturnType<typeof createTheme>).palette.primary.main));
    const joy = leaves(defaultThemeTree('joy'));
    expect(joy.find((leaf) => leaf.path === 'palette.background.body')?.light?.text).not.toBe(
      joy.find((leaf) => leaf.path === 'palette.background.body')?.dark?.text,
    );
    expect(joy.some((leaf) => leaf.path.startsWith('unstable_'))).toBe(false);
  });

  it('writes paths a reader can paste, and filters by path or value', () => {
    expect(themePath('palette.primary.main')).toBe('theme.palette.primary.main');
    expect(themePath('shadows[4]')).toBe('theme.shadows[4]');
    expect(themePath('vars["--x"]')).toBe('theme.vars["--x"]');
    const items = [
      { path: 'palette.primary.main', text: 'main: "#1976d2"' },
      { path: 'spacing', text: 'spacing: ƒ spacing()' },
    ];
    expect(matches(items, 'PRIMARY')).toEqual([true, false]);
    expect(matches(items, '#1976')).toEqual([true, false]);
    expect(matches(items, '  ')).toEqual([true, true]);
  });
});
