import { css } from '../theme/emotion';
import { v } from '../theme/shell-theme';
import { spacing, tokens } from '../theme/tokens';

export const demo = css({ margin: spacing(3, 0) });

export const preview = css({
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

export const toolbar = css({
  display: 'flex',
  alignItems: 'center',
  gap: spacing(1),
  minHeight: 36,
  padding: spacing(0.5, 1.5),
  borderInline: `1px solid ${v('divider')}`,
  fontSize: 12,
  fontWeight: 700,
  color: v('textSecondary'),
});

export const code = css({
  '& pre.shiki': { margin: 0, maxHeight: 480, borderStartStartRadius: 0, borderStartEndRadius: 0 },
});
