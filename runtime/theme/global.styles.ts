/**
 * Global styles of the shell: fonts (self-hosted from @fontsource, spec "no font host"),
 * colour-scheme variables, base typography, prose, callouts and highlighted code.
 * Evaluated at build time only.
 */
import { injectGlobal } from './emotion.build';
import { colorSchemeVariables, v } from './shell-theme';
import { spacing, tokens } from './tokens';
import { COLOR_SCHEME_ATTRIBUTE } from '../preferences/color-mode/color-mode';

/** Font files copied from @fontsource/roboto into `/fonts/` by the build, by weight. */
export const FONT_WEIGHTS = [400, 500, 700] as const;

/** Public URL of the Roboto latin file of a weight. */
export function fontUrl(weight: number): string {
  return `/fonts/roboto-latin-${weight}-normal.woff2`;
}

export const MONO_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

injectGlobal(
  FONT_WEIGHTS.map((weight) => ({
    '@font-face': {
      fontFamily: 'Roboto',
      fontStyle: 'normal',
      fontWeight: weight,
      // Preloaded, and never swapped in late: a late font would move text (CLS 0).
      fontDisplay: 'optional',
      src: `url(${fontUrl(weight)}) format("woff2")`,
    },
  })),
);

injectGlobal(colorSchemeVariables());

const DARK = `:root[${COLOR_SCHEME_ATTRIBUTE}="dark"]`;

injectGlobal({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  html: {
    fontSize: `${(tokens.typography.htmlFontSize / 16) * 100}%`,
    WebkitTextSizeAdjust: '100%',
    scrollPaddingTop: 80,
  },
  body: {
    margin: 0,
    fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", sans-serif',
    fontSize: tokens.typography.fontSize + 2,
    lineHeight: 1.6,
    color: v('text'),
    backgroundColor: v('background'),
  },
  a: { color: v('primaryText') },
  // Links that leave the site carry an arrow; screen readers get hidden text.
  'a[data-external]:not(:has(svg))::after': { content: '"↗"', display: 'inline-block', marginInlineStart: 2, fontSize: '0.85em', textDecoration: 'none' },
  ':focus-visible': { outline: `2px solid ${v('primary')}`, outlineOffset: 2 },
  'code, pre, kbd': { fontFamily: MONO_FONT, fontSize: '0.8125rem' },
  // Source code reads left to right in every page direction.
  'pre, code': { direction: 'ltr', unicodeBidi: 'isolate', textAlign: 'left' },
  ':not(pre) > code': {
    padding: '0.1em 0.35em',
    borderRadius: 6,
    backgroundColor: v('codeBackground'),
    border: `1px solid ${v('divider')}`,
  },
  'pre.shiki': {
    margin: `${spacing(2)} 0`,
    padding: spacing(2),
    overflowX: 'auto',
    borderRadius: tokens.borderRadius,
    border: `1px solid ${v('divider')}`,
    lineHeight: 1.5,
    // Off screen, a code block is neither styled nor laid out: its height is reserved from its
    // line count (`--lines`, written by the build), then remembered once it has been shown. The
    // reserved size is the content box's: padding and border come on top of it.
    contentVisibility: 'auto',
    containIntrinsicBlockSize: 'auto calc(var(--lines, 8) * 1.5em)',
  },
  [`${DARK} .shiki, ${DARK} .shiki span`]: {
    color: 'var(--shiki-dark) !important',
    backgroundColor: 'var(--shiki-dark-bg) !important',
  },
  '@media (prefers-color-scheme: dark)': {
    [`:root:not([${COLOR_SCHEME_ATTRIBUTE}]) .shiki, :root:not([${COLOR_SCHEME_ATTRIBUTE}]) .shiki span`]: {
      color: 'var(--shiki-dark) !important',
      backgroundColor: 'var(--shiki-dark-bg) !important',
    },
  },
  '.visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { transitionDuration: '0ms !important', scrollBehavior: 'auto !important' as 'auto' },
  },
});
