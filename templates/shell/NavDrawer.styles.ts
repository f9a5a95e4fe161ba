import { css } from '../../runtime/theme/emotion.build';
import { v } from '../../runtime/theme/shell-theme';
import { down, spacing, tokens, up } from '../../runtime/theme/tokens';
import { APP_BAR_HEIGHT } from '../../runtime/theme/controls.styles';

/** Width of the navigation drawer, px. */
export const DRAWER_WIDTH = 280;

export const drawer = css({
  width: DRAWER_WIDTH,
  flexShrink: 0,
  overflowY: 'auto',
  padding: spacing(2, 1.5, 4),
  borderInlineEnd: `1px solid ${v('divider')}`,
  backgroundColor: v('paper'),
  fontSize: 14,
  [up('md')]: {
    position: 'sticky',
    top: APP_BAR_HEIGHT,
    height: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
  },
  [down('md')]: {
    position: 'fixed',
    insetBlock: 0,
    insetInlineStart: 0,
    zIndex: tokens.zIndex.drawer,
    maxWidth: '85vw',
    transform: 'translateX(-100%)',
    'html[dir="rtl"] &': { transform: 'translateX(100%)' },
    visibility: 'hidden',
    transition: `transform ${tokens.durations.leavingScreen}ms ease-in, visibility 0ms ${tokens.durations.leavingScreen}ms`,
    '&[data-open]': {
      transform: 'none',
      'html[dir="rtl"] &': { transform: 'none' },
      visibility: 'visible',
      boxShadow: v('shadow'),
      transition: `transform ${tokens.durations.enteringScreen}ms ease-out`,
    },
  },
});

export const drawerHeader = css({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBottom: spacing(1),
  [up('md')]: { display: 'none' },
});

export const backdrop = css({
  position: 'fixed',
  inset: 0,
  zIndex: tokens.zIndex.drawer - 1,
  backgroundColor: 'rgba(0,0,0,0.5)',
  '&[hidden]': { display: 'none' },
  [up('md')]: { display: 'none' },
});

export const list = css({ listStyle: 'none', margin: 0, padding: 0 });

export const nested = css({ listStyle: 'none', margin: 0, padding: 0, paddingInlineStart: spacing(1.5) });

export const subheader = css({
  margin: spacing(2, 1, 0.5),
  fontSize: 12,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: v('textSecondary'),
});

const row = {
  display: 'flex',
  alignItems: 'center',
  gap: spacing(0.75),
  minHeight: 32,
  padding: spacing(0.5, 1),
  borderRadius: 8,
  color: v('text'),
  textDecoration: 'none',
  '&:hover': { backgroundColor: v('hover') },
} as const;

export const section = css({
  '& > summary': {
    ...row,
    cursor: 'pointer',
    fontWeight: 500,
    listStyle: 'none',
  },
  '& > summary::-webkit-details-marker': { display: 'none' },
  '& > summary > svg': { transition: `transform ${tokens.durations.shortest}ms`, color: v('textSecondary') },
  'html[dir="rtl"] & > summary > svg': { transform: 'scaleX(-1)' },
  '&[open] > summary > svg, html[dir="rtl"] &[open] > summary > svg': { transform: 'rotate(90deg)' },
  '&[data-active] > summary': { color: v('primaryText') },
});

export const link = css({
  ...row,
  '&[aria-current="page"]': { color: v('primaryText'), backgroundColor: v('primarySoft'), fontWeight: 500 },
});

/** The small uppercase label both drawer tags share: a status chip and a plan badge. */
const tag = {
  display: 'inline-block',
  padding: '0 6px',
  borderRadius: 6,
  fontSize: 10,
  fontWeight: 700,
  lineHeight: '18px',
  textTransform: 'uppercase',
} as const;

export const chip = css({
  ...tag,
  border: `1px solid ${v('divider')}`,
  color: v('textSecondary'),
});

export const planBadge = css({
  ...tag,
  color: '#fff',
  backgroundColor: '#1565c0',
  '&[data-plan="premium"]': { backgroundColor: '#6a1b9a' },
});
