import { css } from '../theme/emotion.build';
import { v } from '../theme/shell-theme';
import { spacing, tokens } from '../theme/tokens';

export const dialog = css({
  margin: 0,
  marginInlineStart: 'auto',
  height: '100%',
  maxHeight: '100%',
  width: 340,
  maxWidth: '100vw',
  padding: spacing(2, 2.5),
  border: 0,
  borderInlineStart: `1px solid ${v('divider')}`,
  backgroundColor: v('paper'),
  color: v('text'),
  '&::backdrop': { backgroundColor: 'rgba(0,0,0,0.4)' },
  '& h2': { margin: 0, fontSize: 18 },
  '& h3': { margin: spacing(3, 0, 1), fontSize: 12, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: v('textSecondary') },
});

export const header = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const group = css({
  display: 'flex',
  border: `1px solid ${v('divider')}`,
  borderRadius: tokens.borderRadius,
  overflow: 'hidden',
  '& > button': {
    flex: 1,
    minHeight: 40,
    padding: spacing(1),
    border: 0,
    borderInlineEnd: `1px solid ${v('divider')}`,
    background: 'transparent',
    color: v('textSecondary'),
    font: 'inherit',
    fontSize: 14,
    cursor: 'pointer',
  },
  '& > button:last-child': { borderInlineEnd: 0 },
  '& > button:hover': { backgroundColor: v('hover') },
  '& > button[aria-pressed="true"]': { backgroundColor: v('primarySoft'), color: v('primaryText'), fontWeight: 500 },
});

export const row = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: spacing(1),
  '& label': { display: 'flex', alignItems: 'center', gap: spacing(1), cursor: 'pointer' },
  '& input': { width: 18, height: 18, accentColor: v('primary') },
});

export const textButton = css({
  padding: spacing(0.5, 1),
  border: `1px solid ${v('divider')}`,
  borderRadius: 8,
  background: 'transparent',
  color: v('primaryText'),
  font: 'inherit',
  fontSize: 13,
  cursor: 'pointer',
  '&:disabled': { color: v('textSecondary'), cursor: 'default' },
});
