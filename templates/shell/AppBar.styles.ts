import { css } from '../../runtime/theme/emotion.build';
import { v } from '../../runtime/theme/shell-theme';
import { down, spacing, tokens, up } from '../../runtime/theme/tokens';

import { APP_BAR_HEIGHT } from '../../runtime/theme/controls.styles';

export const appBar = css({
  position: 'sticky',
  top: 0,
  zIndex: tokens.zIndex.appBar,
  height: APP_BAR_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  gap: spacing(1),
  padding: spacing(0, 2),
  borderBottom: `1px solid ${v('divider')}`,
  backgroundColor: v('paper'),
});

export const menuButton = css({ [up('md')]: { display: 'none' } });

export const brand = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: spacing(1),
  fontWeight: 700,
  fontSize: 18,
  color: v('text'),
  textDecoration: 'none',
});

export const productName = css({
  fontWeight: 500,
  color: v('textSecondary'),
  [down('sm')]: { display: 'none' },
});

export const spacer = css({ flex: 1 });

const TOOL_SIZE = 40;
const TOOLS_GAP = 8;

/** Room the app bar keeps for {@link tools}: two 40 px buttons and their gap. */
export const toolsSpace = css({ flexShrink: 0, width: TOOL_SIZE * 2 + TOOLS_GAP });

/** The preference buttons, pinned to the end of the app bar wherever they are in the document. */
export const tools = css({
  position: 'fixed',
  top: (APP_BAR_HEIGHT - TOOL_SIZE) / 2,
  insetInlineEnd: spacing(2),
  zIndex: tokens.zIndex.appBar + 1,
  display: 'flex',
  gap: TOOLS_GAP,
});

export const versionMenu = css({
  position: 'relative',
  '& > summary': {
    listStyle: 'none',
    cursor: 'pointer',
    padding: spacing(0.5, 1),
    borderRadius: 8,
    border: `1px solid ${v('divider')}`,
    fontSize: 13,
    fontWeight: 500,
    color: v('primaryText'),
  },
  '& > summary::-webkit-details-marker': { display: 'none' },
  '& > ul': {
    position: 'absolute',
    top: 'calc(100% + 4px)',
    insetInlineStart: 0,
    zIndex: tokens.zIndex.modal,
    minWidth: 140,
    margin: 0,
    padding: spacing(0.5, 0),
    listStyle: 'none',
    backgroundColor: v('paper'),
    border: `1px solid ${v('divider')}`,
    borderRadius: 8,
    boxShadow: v('shadow'),
  },
  '& a': { display: 'block', padding: spacing(0.75, 2), textDecoration: 'none', color: v('text'), fontSize: 14 },
  '& a:hover': { backgroundColor: v('hover') },
  '& a[aria-current]': { fontWeight: 700, color: v('primaryText') },
});
