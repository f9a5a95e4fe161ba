import { css } from '../theme/emotion.build';
import { v } from '../theme/shell-theme';
import { down, spacing, tokens } from '../theme/tokens';

export const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: spacing(1),
  height: 40,
  minWidth: 40,
  padding: spacing(0, 1.25),
  border: `1px solid ${v('divider')}`,
  borderRadius: tokens.borderRadius - 2,
  background: 'transparent',
  color: v('textSecondary'),
  font: 'inherit',
  fontSize: 14,
  cursor: 'pointer',
  '&:hover': { backgroundColor: v('hover'), color: v('text') },
  [down('sm')]: { '& [data-label]': { display: 'none' } },
});

export const dialog = css({
  width: 'min(640px, 100vw - 32px)',
  maxHeight: 'min(640px, 100vh - 64px)',
  marginTop: '8vh',
  padding: 0,
  border: `1px solid ${v('divider')}`,
  borderRadius: tokens.borderRadius,
  backgroundColor: v('paper'),
  color: v('text'),
  boxShadow: v('shadow'),
  '&::backdrop': { backgroundColor: 'rgba(0,0,0,0.45)' },
  [down('sm')]: { width: '100vw', maxWidth: '100vw', height: '100dvh', maxHeight: '100dvh', margin: 0, borderRadius: 0, border: 0 },
});

export const field = css({
  display: 'flex',
  alignItems: 'center',
  gap: spacing(1),
  padding: spacing(1, 2),
  borderBottom: `1px solid ${v('divider')}`,
  '& input': { flex: 1, minWidth: 0, height: 44, border: 0, outline: 0, background: 'transparent', color: 'inherit', font: 'inherit', fontSize: 17 },
});

export const results = css({
  maxHeight: 'min(520px, calc(100dvh - 80px))',
  overflowY: 'auto',
  margin: 0,
  padding: spacing(1),
  listStyle: 'none',
  '& [role="group"] > p': {
    margin: spacing(1.5, 1, 0.5),
    fontSize: 12,
    fontWeight: 700,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: v('textSecondary'),
  },
  '& [role="option"]': { display: 'block', padding: spacing(1, 1.5), borderRadius: 8, cursor: 'pointer' },
  '& [role="option"][aria-selected="true"]': { backgroundColor: v('primarySoft') },
  '& [role="option"] > span': { display: 'block', fontSize: 12, color: v('textSecondary') },
});

export const status = css({ padding: spacing(2, 2.5), color: v('textSecondary'), fontSize: 14 });
