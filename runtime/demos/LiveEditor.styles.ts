import { css } from '../theme/emotion.build';
import { v } from '../theme/shell-theme';
import { spacing, tokens } from '../theme/tokens';
import { MONO_FONT } from '../theme/global.styles';

export const editor = css({
  border: `1px solid ${v('divider')}`,
  borderRadius: `0 0 ${tokens.borderRadius}px ${tokens.borderRadius}px`,
  backgroundColor: v('codeBackground'),
  '& textarea': {
    display: 'block',
    width: '100%',
    minHeight: 240,
    padding: spacing(2),
    border: 0,
    resize: 'vertical',
    background: 'transparent',
    color: v('text'),
    fontFamily: MONO_FONT,
    fontSize: 13,
    lineHeight: 1.5,
    tabSize: 2,
  },
  '& [role="alert"]': {
    margin: 0,
    padding: spacing(1, 2),
    color: v('error'),
    fontFamily: MONO_FONT,
    fontSize: 12,
    whiteSpace: 'pre-wrap',
    borderTop: `1px solid ${v('divider')}`,
  },
  '& [role="alert"]:empty': { display: 'none' },
});
