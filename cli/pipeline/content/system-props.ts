/**
 * The property tables of MUI System's style utility pages (`::system-props{name="spacing"}`),
 * generated from the installed `@mui/system`: the props come from the style function's
 * `filterProps`, the theme key from the package's default `sx` config, and the CSS each prop
 * produces from running the package's own `sx` on a sample value with the default theme.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** One row: a prop, the theme key its values read, a sample value and the CSS it becomes. */
export interface SystemPropRow {
  prop: string;
  themeKey?: string;
  sample: string | number;
  /** Declarations produced by `sx({ [prop]: sample })`, `property: value` each. */
  css: string[];
}

interface SystemModule {
  [name: string]: unknown;
  unstable_defaultSxConfig: Record<string, { themeKey?: string }>;
  unstable_styleFunctionSx: (props: { theme: unknown; sx: Record<string, unknown> }) => Record<string, unknown>;
}

/** Sample values by theme key, chosen so each prop shows how it reads the theme. */
const SAMPLES_BY_THEME_KEY: Record<string, string | number> = { palette: 'primary.main', borders: 1, shadows: 2, zIndex: 'tooltip', spacing: 2 };

/** Sample values of props whose value is plain CSS or reads the theme in its own way. */
/** Sample values of the remaining props of a group. */
const FALLBACK_SAMPLES: Record<string, string | number> = { sizing: 0.5, flexbox: 'center', positions: 0, grid: 'span 2' };

const SAMPLES_BY_PROP: Record<string, string | number> = {
  borderRadius: 2,
  outline: 1,
  displayPrint: 'none',
  display: 'inline-flex',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  visibility: 'hidden',
  whiteSpace: 'nowrap',
  flexDirection: 'column',
  flexWrap: 'wrap',
  order: 2,
  flex: 1,
  flexGrow: 1,
  flexShrink: 0,
  flexBasis: 0.5,
  position: 'sticky',
  gridAutoFlow: 'row dense',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"nav main"',
  gridArea: 'main',
  gridAutoColumns: '1fr',
  gridAutoRows: 'minmax(40px, auto)',
  boxSizing: 'border-box',
  typography: 'body2',
  fontFamily: 'fontFamily',
  fontSize: 'fontSize',
  fontWeight: 'fontWeightBold',
  fontStyle: 'italic',
  letterSpacing: 2,
  lineHeight: 1.5,
  textAlign: 'center',
  textTransform: 'uppercase',
};

function declarations(style: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(style).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? declarations(value as Record<string, unknown>, `${prefix}${key} › `)
      : [`${prefix}${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${String(value)}`],
  );
}

/** Names of the style functions `::system-props` accepts (exports of `@mui/system` with `filterProps`). */
export function systemPropGroups(): string[] {
  const system = require('@mui/system') as SystemModule;
  return ['borders', 'display', 'flexbox', 'grid', 'palette', 'positions', 'shadows', 'sizing', 'spacing', 'typography'].filter((name) =>
    Array.isArray((system[name] as { filterProps?: unknown })?.filterProps),
  );
}

/**
 * The rows of one style function's table.
 * @throws Error naming the accepted groups when `name` is not one of them.
 */
export function systemPropRows(name: string): SystemPropRow[] {
  const system = require('@mui/system') as SystemModule;
  const styleFunction = system[name] as { filterProps?: string[] } | undefined;
  if (!styleFunction?.filterProps || !systemPropGroups().includes(name))
    throw new Error(`unknown style utility "${name}" (use ${systemPropGroups().join(', ')})`);
  // Material's default theme: the palette, shadows and typography the pages' readers use.
  const theme = (require('@mui/material/styles') as { createTheme: () => unknown }).createTheme();
  const config = system.unstable_defaultSxConfig;
  return styleFunction.filterProps.map((prop) => {
    const themeKey = config[prop]?.themeKey ?? (/^(m|p)[trblxy]?$|^(margin|padding)/.test(prop) || /gap$/i.test(prop) ? 'spacing' : undefined);
    const sample = SAMPLES_BY_PROP[prop] ?? (themeKey && SAMPLES_BY_THEME_KEY[themeKey]) ?? FALLBACK_SAMPLES[name] ?? 'inherit';
    return { prop, themeKey, sample, css: declarations(system.unstable_styleFunctionSx({ theme, sx: { [prop]: sample } })) };
  });
}
