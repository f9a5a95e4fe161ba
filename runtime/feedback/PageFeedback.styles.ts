import { css } from '../theme/emotion.build';
import { v } from '../theme/shell-theme';
import { spacing } from '../theme/tokens';

const button = {
  font: 'inherit',
  padding: spacing(0.75, 2),
  borderRadius: 8,
  border: `1px solid ${v('divider')}`,
  backgroundColor: v('paper'),
  color: v('text'),
  cursor: 'pointer',
  '&:hover:not(:disabled)': { backgroundColor: v('hover') },
  '&:disabled': { cursor: 'default', opacity: 0.7 },
} as const;

export const feedback = css({
  margin: spacing(5, 0, 3),
  padding: spacing(2),
  border: `1px solid ${v('divider')}`,
  borderRadius: 12,
  '& button': button,
  '& button[aria-pressed="true"]': { borderColor: v('primary'), backgroundColor: v('primarySoft'), color: v('primaryText') },
  '& button[type="submit"]': { alignSelf: 'flex-start', backgroundColor: v('primary'), borderColor: v('primary'), color: v('primaryContrast') },
});

export const question = css({ margin: spacing(0, 0, 1), fontWeight: 700 });

export const ratings = css({ display: 'flex', gap: spacing(1) });

export const details = css({
  display: 'flex',
  flexDirection: 'column',
  gap: spacing(1),
  marginTop: spacing(2),
  '&[hidden]': { display: 'none' },
  '& textarea': {
    font: 'inherit',
    padding: spacing(1),
    borderRadius: 8,
    border: `1px solid ${v('divider')}`,
    backgroundColor: v('background'),
    color: v('text'),
    resize: 'vertical',
  },
});

/** One line always reserved, so the answer moves nothing below. */
export const status = css({ minHeight: '1.5em', margin: spacing(1, 0, 0), '&[role="alert"]': { color: v('error') } });
