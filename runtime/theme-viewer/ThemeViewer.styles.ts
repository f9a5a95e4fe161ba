import { css } from '../theme/emotion.build';
import { v } from '../theme/shell-theme';
import { spacing, tokens } from '../theme/tokens';

export const viewer = css({
  margin: spacing(3, 0),
  border: `1px solid ${v('divider')}`,
  borderRadius: tokens.borderRadius,
  overflow: 'hidden',
  // Only the chosen colour scheme's values show; the choice is a radio group, so no script is needed.
  '&:has(input[value="dark"]:checked) [data-scheme="light"], &:not(:has(input[value="dark"]:checked)) [data-scheme="dark"]': { display: 'none' },
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
    flex: '1 1 220px',
    minHeight: 36,
    padding: spacing(0.5, 1.5),
    border: `1px solid ${v('divider')}`,
    borderRadius: 8,
    backgroundColor: v('background'),
    color: v('text'),
    font: 'inherit',
  },
  '& fieldset': { display: 'flex', gap: spacing(1.5), margin: 0, padding: 0, border: 0, fontSize: 14 },
  '& legend': { float: 'left', marginInlineEnd: spacing(1), fontWeight: 500 },
  '& button': {
    minHeight: 32,
    padding: spacing(0.25, 1.5),
    border: `1px solid ${v('divider')}`,
    borderRadius: 8,
    background: 'transparent',
    color: v('text'),
    font: 'inherit',
    fontSize: 13,
    cursor: 'pointer',
  },
});

export const hint = css({ margin: 0, padding: spacing(1, 2, 0), fontSize: 13, color: v('textSecondary') });

export const status = css({ fontSize: 13, color: v('textSecondary') });

export const tree = css({
  maxHeight: 640,
  overflow: 'auto',
  margin: 0,
  padding: spacing(1, 2),
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
  lineHeight: 1.9,
  '& ul': { margin: 0, paddingInlineStart: spacing(2.5), listStyle: 'none' },
  '& > ul': { paddingInlineStart: 0 },
  '& summary': { cursor: 'pointer' },
  '& li > button': {
    padding: 0,
    border: 0,
    background: 'transparent',
    color: v('primaryText'),
    font: 'inherit',
    cursor: 'copy',
  },
  '& li > button:hover, & li > button:focus-visible': { textDecoration: 'underline' },
  '& code': { color: v('text'), overflowWrap: 'anywhere' },
  '& [hidden]': { display: 'none' },
});

export const branchKey = css({ color: v('text'), fontWeight: 500 });

export const meta = css({ color: v('textSecondary') });

export const swatch = css({
  display: 'inline-block',
  width: 12,
  height: 12,
  marginInlineEnd: spacing(0.75),
  verticalAlign: '-1px',
  border: `1px solid ${v('divider')}`,
  borderRadius: 3,
});
