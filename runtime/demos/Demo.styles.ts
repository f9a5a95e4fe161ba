import { css } from '../theme/emotion.build';
import { v } from '../theme/shell-theme';
import { spacing, tokens } from '../theme/tokens';
import { APP_BAR_HEIGHT } from '../theme/controls.styles';
import { DEMO_AXES } from '../preferences/demo-options/demo-options';

export const demo = css({ margin: spacing(3, 0) });

/** Zero-size scroll targets for `#<Name>.tsx` and `#<Name>.js`. */
export const anchor = css({ display: 'block', height: 0, scrollMarginTop: APP_BAR_HEIGHT + 16 });

export const preview = css({
  // A containing block: what a demo positions absolutely (MUI X's licence watermark among it)
  // stays inside its box instead of landing on the page's prose.
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: spacing(2),
  minHeight: 120,
  padding: spacing(3),
  border: `1px solid ${v('divider')}`,
  borderRadius: `${tokens.borderRadius}px ${tokens.borderRadius}px 0 0`,
  backgroundColor: v('paper'),
  overflowX: 'auto',
  '& > *': { maxWidth: '100%' },
  '& .demo-error': { color: v('error') },
});

const chosenShown = Object.fromEntries(
  DEMO_AXES.flatMap(({ attribute, options: [first, ...others] }) =>
    others.flatMap((option) => [
      [`html[${attribute}="${option}"] &:has(> [data-demo-option="${option}"]) > [data-demo-option="${first}"]`, { display: 'none' }],
      [`html[${attribute}="${option}"] & > [data-demo-option="${option}"]`, { display: 'block' }],
    ]),
  ),
);

/** A demo's variants: only the reader's choice shows, the demo's own file when it is missing. */
export const optionGroup = css({
  // `:where()` keeps this rule weaker than the axis rules that show the reader's choice.
  [`& > [data-demo-option]:where(${DEMO_AXES.map(({ options: [first] }) => `:not([data-demo-option="${first}"])`).join('')})`]: { display: 'none' },
  ...chosenShown,
});

/** The box of an iframe demo: the iframe fills it edge to edge. */
export const framePreview = css({
  border: `1px solid ${v('divider')}`,
  borderRadius: `${tokens.borderRadius}px ${tokens.borderRadius}px 0 0`,
  overflow: 'hidden',
});

/** The iframe: full width, no border; its height follows its content once hydrated. */
export const frame = css({ display: 'block', width: '100%', border: 0 });

export const toolbar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: spacing(0.5),
  minHeight: 44,
  padding: spacing(0.5, 1),
  borderInline: `1px solid ${v('divider')}`,
  '& button': {
    minHeight: 32,
    padding: spacing(0.25, 1),
    border: '1px solid transparent',
    borderRadius: 8,
    background: 'transparent',
    color: v('textSecondary'),
    font: 'inherit',
    fontSize: 13,
    fontWeight: 500,
    cursor: 'pointer',
  },
  '& button:hover': { backgroundColor: v('hover'), color: v('text') },
});

export const variantGroup = css({
  display: 'inline-flex',
  border: `1px solid ${v('divider')}`,
  borderRadius: 8,
  '& > button': { borderRadius: 0, minWidth: 40 },
  '& > button[data-variant-choice="TS"]': { color: v('primaryText'), backgroundColor: v('primarySoft') },
  'html[data-code-variant="JS"] & > button[data-variant-choice="TS"]': { color: v('textSecondary'), backgroundColor: 'transparent' },
  'html[data-code-variant="JS"] & > button[data-variant-choice="JS"]': { color: v('primaryText'), backgroundColor: v('primarySoft') },
  // A frame's own option is the one pressed (only the chosen frame shows).
  '& > button[data-option-choice][aria-pressed="true"]': { color: v('primaryText'), backgroundColor: v('primarySoft') },
});

export const spacer = css({ flex: 1 });

export const code = css({
  '& pre.shiki': {
    margin: 0,
    maxHeight: 480,
    borderStartStartRadius: 0,
    borderStartEndRadius: 0,
    // The content box's reserved height: the 480 px cap less the padding and border around it.
    containIntrinsicBlockSize: `auto min(calc(480px - ${spacing(4)} - 2px), calc(var(--lines, 8) * 1.5em))`,
  },
  '& [data-variant="JS"]': { display: 'none' },
  'html[data-code-variant="JS"] & [data-variant="JS"]': { display: 'block' },
  // The JS blocks arrive by fetch: until they are in, the TypeScript stays in their place.
  'html[data-code-variant="JS"] &:has(> [data-variant="JS"]) > [data-variant="TS"]': { display: 'none' },
  '&[data-expanded="false"] [data-part="full"], &[data-expanded="true"] [data-part="preview"]': { display: 'none !important' },
});
