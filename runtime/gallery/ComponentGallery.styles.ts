import { css } from '../theme/emotion.build';
import { v } from '../theme/shell-theme';
import { spacing, tokens } from '../theme/tokens';

/** Scale of the pictured demo inside its card. */
export const PICTURE_SCALE = 0.5;

export const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: spacing(2),
  margin: spacing(2, 0, 4),
  padding: 0,
  listStyle: 'none',
});

export const card = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${v('divider')}`,
  borderRadius: tokens.borderRadius,
  overflow: 'hidden',
  backgroundColor: v('paper'),
  '&:hover, &:focus-within': { borderColor: v('primary') },
  // The whole card is the link's target; the link itself is the title.
  '& a::after': { content: '""', position: 'absolute', inset: 0 },
  '& a:focus-visible': { outline: 'none' },
  '&:has(a:focus-visible)': { outline: `2px solid ${v('primary')}`, outlineOffset: 2 },
});

export const picture = css({
  height: 140,
  overflow: 'hidden',
  borderBlockEnd: `1px solid ${v('divider')}`,
  backgroundColor: v('background'),
  pointerEvents: 'none',
  '& > div': {
    width: `${100 / PICTURE_SCALE}%`,
    padding: spacing(2),
    transform: `scale(${PICTURE_SCALE})`,
    transformOrigin: 'top left',
  },
});

export const text = css({
  padding: spacing(1.5, 2),
  '& h3': { margin: 0, fontSize: '1rem' },
  '& p': { margin: spacing(0.5, 0, 0), fontSize: '0.875rem', color: v('textSecondary') },
});
