import { css } from '../theme/emotion.build';
import { v } from '../theme/shell-theme';
import { spacing, tokens } from '../theme/tokens';
import { MONO_FONT } from '../theme/global.styles';
import { TEMPLATE_FRAME_HEIGHT } from './files';

export const preview = css({ margin: spacing(3, 0) });

export const toolbar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: spacing(1, 3),
  padding: spacing(1.5, 2),
  border: `1px solid ${v('divider')}`,
  borderBlockEnd: 0,
  borderRadius: `${tokens.borderRadius}px ${tokens.borderRadius}px 0 0`,
  backgroundColor: v('paper'),
  fontSize: 14,
  '& fieldset': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: spacing(0.5, 1.5), margin: 0, padding: 0, border: 0 },
  '& legend': { float: 'left', marginInlineEnd: spacing(1), fontWeight: 600 },
  '& label': { display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 32 },
  '& a, & button': { minHeight: 32, display: 'inline-flex', alignItems: 'center' },
  '& button': {
    padding: spacing(0.25, 1.5),
    border: `1px solid ${v('divider')}`,
    borderRadius: 8,
    background: 'transparent',
    color: v('text'),
    font: 'inherit',
    cursor: 'pointer',
  },
});

/** The frame's area: the frame is centred in it and may be narrower (phone, tablet). */
export const stage = css({
  display: 'flex',
  justifyContent: 'center',
  border: `1px solid ${v('divider')}`,
  backgroundColor: v('background'),
  overflowX: 'auto',
});

export const frame = css({ display: 'block', width: '100%', height: TEMPLATE_FRAME_HEIGHT, border: 0, backgroundColor: 'white', transition: 'width 150ms' });

export const source = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  border: `1px solid ${v('divider')}`,
  borderBlockStart: 0,
  borderRadius: `0 0 ${tokens.borderRadius}px ${tokens.borderRadius}px`,
  '@media (min-width: 900px)': { gridTemplateColumns: '240px minmax(0, 1fr)' },
});

export const tree = css({
  padding: spacing(1.5),
  borderBlockEnd: `1px solid ${v('divider')}`,
  fontFamily: MONO_FONT,
  fontSize: 13,
  '@media (min-width: 900px)': { borderBlockEnd: 0, borderInlineEnd: `1px solid ${v('divider')}`, maxHeight: 520, overflowY: 'auto' },
  '& ul': { listStyle: 'none', margin: 0, paddingInlineStart: spacing(1.5) },
  '& > ul': { paddingInlineStart: 0 },
  '& summary': { cursor: 'pointer', padding: spacing(0.5, 0) },
  '& button': {
    display: 'block',
    width: '100%',
    minHeight: 28,
    padding: spacing(0.25, 0.75),
    border: 0,
    borderRadius: 6,
    background: 'transparent',
    color: v('text'),
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
  },
  '& button[aria-current="true"]': { backgroundColor: v('primarySoft'), color: v('primaryText'), fontWeight: 600 },
});

export const code = css({
  minWidth: 0,
  '& > header': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: spacing(1),
    padding: spacing(1, 1.5),
    borderBlockEnd: `1px solid ${v('divider')}`,
    fontFamily: MONO_FONT,
    fontSize: 13,
  },
  '& > header button': {
    minHeight: 32,
    padding: spacing(0.25, 1.5),
    border: `1px solid ${v('divider')}`,
    borderRadius: 8,
    background: 'transparent',
    color: v('text'),
    font: 'inherit',
    cursor: 'pointer',
  },
  '& [data-template-code]': { maxHeight: 520, overflow: 'auto' },
  '& [data-template-code] pre': { margin: 0, padding: spacing(1.5), fontSize: 13 },
  '& [aria-busy="true"]': { opacity: 0.5 },
});

export const gallery = css({
  display: 'grid',
  gap: spacing(3),
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  margin: spacing(3, 0),
  padding: 0,
  listStyle: 'none',
});

export const card = css({
  position: 'relative',
  border: `1px solid ${v('divider')}`,
  borderRadius: tokens.borderRadius,
  overflow: 'hidden',
  backgroundColor: v('paper'),
  '& h2': { margin: spacing(1.5, 2, 0.5), fontSize: 16 },
  '& p': { margin: spacing(0, 2, 2), fontSize: 14, color: v('textSecondary') },
  // The whole card is the title's link.
  '& h2 a::after': { content: '""', position: 'absolute', inset: 0 },
  '&:focus-within': { outline: `2px solid ${v('primary')}`, outlineOffset: 2 },
});

/** The picture: the template's own render in a frame four times the card's size, shown at a quarter, inert. */
export const picture = css({
  position: 'relative',
  aspectRatio: '16 / 10',
  overflow: 'hidden',
  borderBlockEnd: `1px solid ${v('divider')}`,
  backgroundColor: v('background'),
  '& iframe': {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '400%',
    height: '400%',
    border: 0,
    transform: 'scale(0.25)',
    transformOrigin: '0 0',
    pointerEvents: 'none',
  },
});
