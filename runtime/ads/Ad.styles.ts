import { css } from '../theme/emotion.build';
import { v } from '../theme/shell-theme';
import { spacing, up } from '../theme/tokens';
import { INLINE_AD_MIN_HEIGHT_PX } from './feed';

/** Slot minimum height below `sm`, px. */
export const AD_SLOT_MIN_HEIGHT_PX = 142;
/** Slot minimum height from `sm` up, px. */
export const AD_SLOT_MIN_HEIGHT_SM_PX = 126;

// Every ad fits inside the reserved height (picture 100 px + padding), so nothing below moves.
const box = {
  display: 'flex',
  gap: spacing(1.5),
  alignItems: 'flex-start',
  boxSizing: 'border-box',
  maxHeight: AD_SLOT_MIN_HEIGHT_PX,
  overflow: 'hidden',
  padding: spacing(1.5),
  border: `1px solid ${v('divider')}`,
  borderRadius: 8,
  backgroundColor: v('paper'),
  fontSize: 13,
  lineHeight: 1.45,
  [up('sm')]: { maxHeight: AD_SLOT_MIN_HEIGHT_SM_PX },
} as const;

const clamp = (lines: number) => ({ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: lines, overflow: 'hidden' }) as const;

/** The slot under the page description: its height is reserved before any ad arrives. */
export const slot = css({
  display: 'block',
  minHeight: AD_SLOT_MIN_HEIGHT_PX,
  margin: spacing(3, 0),
  [up('sm')]: { minHeight: AD_SLOT_MIN_HEIGHT_SM_PX },
  '&[data-ad-state="bot"], &[data-ad-state="crashed"]': { '& > *': { display: 'none' } },
  // The network's own markup (Carbon-style), shown only when its ad is used.
  '& [data-ad-network]': { display: 'none' },
  '&[data-ad-state="network"] [data-ad-network]': { display: 'block' },
  '& #carbonads': {
    ...box,
    display: 'block',
    position: 'relative',
    '& .carbon-wrap': { display: 'flex', gap: spacing(1.5), alignItems: 'flex-start' },
    '& img': { display: 'block', width: 130, height: 100, flexShrink: 0, borderRadius: 4 },
    '& a': { color: v('text'), textDecoration: 'none' },
    '& .carbon-text': { ...clamp(3), marginBottom: 24 },
    // A link: at least 24 px high, clear of the text above (WCAG 2.2 target size).
    '& .carbon-poweredby': {
      position: 'absolute',
      insetInlineEnd: spacing(1.5),
      bottom: spacing(0.5),
      fontSize: 12,
      lineHeight: '24px',
      color: v('textSecondary'),
    },
  },
  // The picture's link goes with the picture, so no link is left without a name.
  '&[data-shape="inline"] #carbonads .carbon-img, &[data-shape="inline"] #carbonads img': { display: 'none' },
});

/** A rendered ad (in-house or feed), image or inline layout. */
export const ad = css({
  ...box,
  position: 'relative',
  '& a': { display: 'flex', gap: spacing(1.5), alignItems: 'flex-start', minWidth: 0, color: v('text'), textDecoration: 'none' },
  '& a:hover [data-ad-description]': { textDecoration: 'underline' },
  '& img': { display: 'block', width: 130, height: 100, flexShrink: 0, borderRadius: 4 },
  '& [data-ad-description]': { ...clamp(4), paddingBottom: 18 },
  '& [data-ad-poweredby]': { position: 'absolute', insetInlineEnd: spacing(1.5), bottom: spacing(1), fontSize: 12, lineHeight: 1.4, color: v('textSecondary') },
  // Inline: one row of at most two lines, so the 52 px box a feed ad waits in holds it.
  '&[data-shape="inline"]': { alignItems: 'center', padding: spacing(0.75, 1.5), lineHeight: '18px' },
  '&[data-shape="inline"] a': { flex: 1 },
  '&[data-shape="inline"] [data-ad-description]': { ...clamp(2), paddingBottom: 0 },
  '&[data-shape="inline"] [data-ad-poweredby]': { position: 'static', whiteSpace: 'nowrap' },
});

/** The ad-block appeal shown to 20% of blocked visitors. */
export const appeal = css({ ...box, display: 'block', margin: 0, '& strong': { display: 'block', marginBottom: spacing(0.5) } });

/** The inline ad under a demo: an empty box keeps 52 px while the feed loads. */
export const inline = css({
  minHeight: INLINE_AD_MIN_HEIGHT_PX,
  marginTop: spacing(1),
  '&[data-ad-inline="crashed"] > *': { display: 'none' },
});
