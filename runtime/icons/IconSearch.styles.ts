import { css } from '../theme/emotion.build';
import { v } from '../theme/shell-theme';
import { spacing, tokens, up } from '../theme/tokens';

/** Side of one icon cell, px (the virtual grid's row height and column width). */
export const CELL = 104;

export const search = css({
  margin: spacing(3, 0),
  border: `1px solid ${v('divider')}`,
  borderRadius: tokens.borderRadius,
  overflow: 'hidden',
});

export const toolbar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: spacing(1, 2),
  padding: spacing(1.5, 2),
  borderBlockEnd: `1px solid ${v('divider')}`,
  backgroundColor: v('paper'),
  '& input[type="search"]': {
    flex: '1 1 240px',
    minHeight: 40,
    padding: spacing(0.5, 1.5),
    border: `1px solid ${v('divider')}`,
    borderRadius: 8,
    backgroundColor: v('background'),
    color: v('text'),
    font: 'inherit',
  },
  '& fieldset': { display: 'flex', flexWrap: 'wrap', gap: spacing(0.5, 1.5), margin: 0, padding: 0, border: 0, fontSize: 14 },
  '& legend': { float: 'left', marginInlineEnd: spacing(1), fontWeight: 500 },
  '& label': { display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 32 },
});

export const status = css({ fontSize: 13, color: v('textSecondary') });

export const grid = css({
  position: 'relative',
  height: 560,
  overflowY: 'auto',
  contain: 'strict',
  [up('md')]: { height: 640 },
});

export const rows = css({ position: 'relative', width: '100%' });

export const row = css({ position: 'absolute', insetInlineStart: 0, top: 0, display: 'flex', width: '100%', height: CELL });

export const staticRows = css({ display: 'flex', flexWrap: 'wrap' });

export const cell = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: spacing(0.75),
  width: CELL,
  height: CELL,
  padding: spacing(1, 0.5),
  border: 0,
  borderRadius: 8,
  background: 'transparent',
  color: v('text'),
  font: 'inherit',
  fontSize: 11,
  lineHeight: 1.2,
  cursor: 'pointer',
  '&:hover, &:focus-visible': { backgroundColor: v('hover') },
  '& svg': { width: 32, height: 32, fill: 'currentColor', flexShrink: 0 },
  '& span': { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: v('textSecondary') },
});

export const empty = css({ padding: spacing(4, 2), textAlign: 'center', color: v('textSecondary') });

export const dialog = css({
  width: 'min(560px, calc(100vw - 32px))',
  padding: 0,
  border: `1px solid ${v('divider')}`,
  borderRadius: tokens.borderRadius,
  backgroundColor: v('paper'),
  color: v('text'),
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
  '& header': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: spacing(2, 2, 0) },
  '& h2': { margin: 0, fontSize: 18 },
  '& [data-icon-large]': { display: 'flex', justifyContent: 'center', padding: spacing(2) },
  '& [data-icon-large] svg': { width: 96, height: 96, fill: 'currentColor' },
  '& pre': { margin: 0, padding: spacing(1.5), paddingInlineEnd: 80, overflowX: 'auto', borderRadius: 8, backgroundColor: v('codeBackground'), fontSize: 13 },
  '& figure': { position: 'relative', margin: spacing(0, 2, 2) },
  '& figcaption': { marginBlockEnd: spacing(0.5), fontSize: 13, fontWeight: 500, color: v('textSecondary') },
  '& figure button': { position: 'absolute', insetBlockEnd: spacing(0.75), insetInlineEnd: spacing(0.75) },
  '& button': {
    minHeight: 32,
    padding: spacing(0.25, 1.5),
    border: `1px solid ${v('divider')}`,
    borderRadius: 8,
    backgroundColor: v('paper'),
    color: v('text'),
    font: 'inherit',
    fontSize: 13,
    cursor: 'pointer',
  },
});
