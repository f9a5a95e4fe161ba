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

export const code = css({
  position: 'relative',
  '& pre.shiki': { margin: 0, maxHeight: 480, borderTopLeftRadius: 0, borderTopRightRadius: 0, borderTop: 0 },
});

export const codeLabel = css({
  position: 'absolute',
  top: spacing(1),
  right: spacing(1.5),
  fontSize: 11,
  fontWeight: 700,
  color: v('textSecondary'),
});
