import { css } from '../../../runtime/theme/emotion.build';
import { v } from '../../../runtime/theme/shell-theme';
import { spacing, tokens } from '../../../runtime/theme/tokens';
import { MONO_FONT } from '../../../runtime/theme/global.styles';
import { APP_BAR_HEIGHT } from '../../../runtime/theme/controls.styles';

/** Widest viewport (px) on which API tables stack their rows. */
const PHONE_MAX = 599;

export const table = css({
  width: '100%',
  margin: spacing(2, 0),
  borderCollapse: 'collapse',
  fontSize: 14,
  '& th': { textAlign: 'start', padding: spacing(1), borderBottom: `2px solid ${v('divider')}`, whiteSpace: 'nowrap' },
  '& td': { verticalAlign: 'top', padding: spacing(1.25, 1), borderBottom: `1px solid ${v('divider')}` },
  // Descriptions are the text readers read: they keep a readable measure beside long types.
  '& td:last-child': { minWidth: '16em' },
  '& td > p:first-child': { marginTop: 0 },
  '& td > p:last-child': { marginBottom: 0 },
  '& tr[id]': { scrollMarginTop: APP_BAR_HEIGHT + 16 },
  '& tr:target': { backgroundColor: v('primarySoft') },
  // Phones: one stacked block per row, each cell labelled with its column, no sideways scroll.
  [`@media (max-width: ${PHONE_MAX}px)`]: {
    '& thead': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' },
    '& tr': { display: 'block', padding: spacing(1.25, 0), borderBottom: `1px solid ${v('divider')}` },
    '& td, & td:last-child': { display: 'block', minWidth: 0, padding: spacing(0.25, 0), border: 'none' },
    '& td:empty': { display: 'none' },
    // A long class or prop name may wrap at its hyphens rather than push the page sideways.
    '& td:first-child': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
    '& td:not(:first-child)::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: 12,
      fontWeight: 600,
      color: v('textSecondary'),
    },
  },
});

/** Wraps tables on narrow screens instead of overflowing the page. */
export const tableScroll = css({ overflowX: 'auto' });

export const name = css({
  fontFamily: MONO_FONT,
  fontSize: 13,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  '& a': { color: v('primaryText'), textDecoration: 'none' },
  '& a:hover': { textDecoration: 'underline' },
});

export const type = css({
  fontFamily: MONO_FONT,
  fontSize: 12.5,
  color: v('info'),
  // Breaks only at spaces and the <wbr> between tokens, never inside an identifier.
  whiteSpace: 'normal',
  overflowWrap: 'normal',
  wordBreak: 'normal',
  maxWidth: 340,
  '& summary': { cursor: 'pointer' },
});

/** One unbreakable piece of a type (see `typeBreakPieces`). */
export const piece = css({ whiteSpace: 'nowrap' });

export const required = css({ color: v('error'), marginInlineStart: 2 });

export const badge = css({
  display: 'inline-block',
  marginInlineStart: spacing(0.5),
  padding: '0 6px',
  borderRadius: 6,
  border: `1px solid ${v('divider')}`,
  fontFamily: 'inherit',
  fontSize: 10,
  fontWeight: 700,
  lineHeight: '18px',
  textTransform: 'uppercase',
  color: v('textSecondary'),
});

/** A member's name link in a reference table, an inline block of its own. */
export const nameLink = css({ display: 'inline-block' });

export const deprecated = css({ '& [data-name]': { textDecoration: 'line-through' } });

export const note = css({
  padding: spacing(1.5, 2),
  borderRadius: tokens.borderRadius,
  border: `1px solid ${v('divider')}`,
  backgroundColor: v('paper'),
  fontSize: 14,
});

/** The search field above a filterable reference table (the grid's events). */
export const filter = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: spacing(1, 2),
  margin: spacing(2, 0, 0),
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
  '& [role="status"]': { fontSize: 13, color: v('textSecondary') },
});
