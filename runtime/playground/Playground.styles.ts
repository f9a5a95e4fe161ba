import { css } from '../theme/emotion.build';
import { v } from '../theme/shell-theme';
import { spacing, tokens, up } from '../theme/tokens';

/** The region around a playground on a page. */
export const frame = css({ margin: spacing(3, 0) });

/** The playground: preview and controls side by side from `sm`, stacked on a phone; the JSX below. */
export const playground = css({
  border: `1px solid ${v('divider')}`,
  borderRadius: tokens.borderRadius,
  overflow: 'hidden',
});

export const body = css({
  display: 'grid',
  gridTemplateColumns: '1fr',
  [up('sm')]: { gridTemplateColumns: 'minmax(0, 1fr) 240px' },
});

export const preview = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 200,
  padding: spacing(3),
  backgroundColor: v('paper'),
  overflowX: 'auto',
});

export const controls = css({
  display: 'flex',
  flexDirection: 'column',
  gap: spacing(1.5),
  margin: 0,
  padding: spacing(2),
  border: 0,
  borderBlockStart: `1px solid ${v('divider')}`,
  [up('sm')]: { borderBlockStart: 0, borderInlineStart: `1px solid ${v('divider')}` },
  '& label': { display: 'flex', flexDirection: 'column', gap: spacing(0.5), fontSize: 13, fontWeight: 500, color: v('textSecondary') },
  '& label[data-kind="switch"]': { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  '& select, & input[type="text"]': {
    minHeight: 32,
    padding: spacing(0.5, 1),
    border: `1px solid ${v('divider')}`,
    borderRadius: 8,
    backgroundColor: v('background'),
    color: v('text'),
    font: 'inherit',
    fontSize: 14,
    fontWeight: 400,
  },
  '& input[type="checkbox"]': { width: 18, height: 18, accentColor: v('primary') },
});

export const legend = css({ padding: 0, marginBlockEnd: spacing(0.5), fontSize: 13, fontWeight: 700, color: v('text') });

export const code = css({
  position: 'relative',
  borderBlockStart: `1px solid ${v('divider')}`,
  backgroundColor: v('codeBackground'),
  '& pre': { margin: 0, padding: spacing(2), paddingInlineEnd: 88, overflowX: 'auto', fontSize: 13, lineHeight: 1.6, color: v('text') },
  '& button': {
    position: 'absolute',
    insetBlockStart: spacing(1),
    insetInlineEnd: spacing(1),
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
