import { css } from '../../runtime/theme/emotion.build';
import { v } from '../../runtime/theme/shell-theme';
import { down, spacing, tokens, up } from '../../runtime/theme/tokens';
import { APP_BAR_HEIGHT } from '../../runtime/theme/controls.styles';

export const skipLink = css({
  position: 'absolute',
  insetInlineStart: spacing(2),
  top: -48,
  zIndex: tokens.zIndex.tooltip,
  padding: spacing(1, 2),
  borderRadius: 8,
  backgroundColor: v('primary'),
  color: v('primaryContrast'),
  '&:focus': { top: spacing(1) },
});

export const shell = css({ display: 'flex', alignItems: 'flex-start' });

export const main = css({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: spacing(4),
  padding: spacing(4, 3, 8),
  [down('sm')]: { padding: spacing(3, 2, 6) },
  '&[data-wide] > article': { maxWidth: 1100 },
  [down('xl')]: { '&[data-wide] > nav[data-toc]': { display: 'none' } },
  // Where the contents list shows, its column is laid out before it is parsed: a long page paints
  // its article while the list (after it in the document) is still on its way, and a flex row
  // would then narrow the article under the reader's eyes.
  [up('lg')]: {
    '&[data-has-toc]': { display: 'grid', gridTemplateColumns: 'minmax(0, 860px) 220px', justifyContent: 'center' },
    '&[data-has-toc][data-wide]': { gridTemplateColumns: 'minmax(0, 1100px)' },
  },
  [up('xl')]: { '&[data-has-toc][data-wide]': { gridTemplateColumns: 'minmax(0, 1100px) 220px' } },
});

export const article = css({ flex: 1, minWidth: 0, maxWidth: 860 });

export const title = css({ margin: spacing(0, 0, 1), fontSize: 36, lineHeight: 1.2, fontWeight: 700, [down('sm')]: { fontSize: 28 } });

export const description = css({ margin: spacing(0, 0, 3), fontSize: 18, color: v('textSecondary') });

export const prose = css({
  '& h2': { margin: spacing(5, 0, 1.5), fontSize: 26, lineHeight: 1.3 },
  '& h3': { margin: spacing(4, 0, 1), fontSize: 20, lineHeight: 1.35 },
  '& h2, & h3': { scrollMarginTop: APP_BAR_HEIGHT + 16 },
  '& .anchor-link': { marginInlineStart: spacing(1), opacity: 0, color: v('textSecondary'), textDecoration: 'none' },
  '& h2:hover .anchor-link, & h3:hover .anchor-link': { opacity: 1 },
  '& .table-scroll': { overflowX: 'auto', margin: spacing(2, 0) },
  '& .table-scroll:focus-visible': { outline: `2px solid ${v('primary')}`, outlineOffset: 2 },
  '& table:not([class])': { width: '100%', borderCollapse: 'collapse', fontSize: 14 },
  '& th, & td': { padding: spacing(1, 1.5), borderBottom: `1px solid ${v('divider')}`, textAlign: 'start' },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& .callout': {
    margin: spacing(2, 0),
    padding: spacing(1.5, 2),
    borderRadius: tokens.borderRadius,
    border: `1px solid ${v('divider')}`,
    borderInlineStart: `4px solid ${v('info')}`,
    '& > p:first-of-type': { marginTop: 0 },
    '& > p:last-child': { marginBottom: 0 },
  },
  '& .callout-success': { borderInlineStartColor: v('success') },
  '& .callout-warning': { borderInlineStartColor: v('warning') },
  '& .callout-error': { borderInlineStartColor: v('error') },
  '& .callout-title': { fontWeight: 700 },
});

export const pageNav = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: spacing(2),
  marginTop: spacing(6),
  paddingTop: spacing(3),
  borderTop: `1px solid ${v('divider')}`,
  '& a': { display: 'flex', flexDirection: 'column', textDecoration: 'none', fontWeight: 500 },
  '& a > span': { fontSize: 12, color: v('textSecondary'), fontWeight: 400 },
  '& a[rel="next"]': { marginInlineStart: 'auto', textAlign: 'end' },
});

export const toc = css({
  position: 'sticky',
  top: APP_BAR_HEIGHT + 32,
  width: 220,
  flexShrink: 0,
  maxHeight: `calc(100vh - ${APP_BAR_HEIGHT + 48}px)`,
  overflowY: 'auto',
  fontSize: 13,
  [down('lg')]: { display: 'none' },
  '& > p': { margin: spacing(0, 0, 1), fontWeight: 700 },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& a': {
    display: 'block',
    paddingBlock: spacing(0.5),
    paddingInlineStart: spacing(1.25),
    borderInlineStart: `1px solid ${v('divider')}`,
    color: v('textSecondary'),
    textDecoration: 'none',
  },
  '& a[data-depth="3"]': { paddingInlineStart: spacing(2.5) },
  '& a:hover': { color: v('text') },
  '& a[aria-current]': { color: v('primaryText'), borderInlineStartColor: v('primary') },
});

export const cards = css({
  display: 'grid',
  gap: spacing(2),
  gridTemplateColumns: '1fr',
  margin: spacing(3, 0),
  padding: 0,
  listStyle: 'none',
  [up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  '& a': {
    display: 'block',
    height: '100%',
    padding: spacing(2.5),
    borderRadius: tokens.borderRadius,
    border: `1px solid ${v('divider')}`,
    backgroundColor: v('paper'),
    textDecoration: 'none',
    color: v('text'),
  },
  '& a:hover': { borderColor: v('primary') },
  '& strong': { display: 'block', fontSize: 18, marginBottom: spacing(0.5), color: v('primaryText') },
  '& span': { color: v('textSecondary') },
});

export const sizeTable = css({ '& td:nth-of-type(n+2), & th:nth-of-type(n+2)': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } });

export const breadcrumbs = css({
  marginBottom: spacing(1),
  fontSize: 13,
  '& ol': { display: 'flex', flexWrap: 'wrap', gap: spacing(0.5), margin: 0, padding: 0, listStyle: 'none' },
  '& li:not(:last-child)::after': { content: '"›"', marginInlineStart: spacing(0.5), color: v('textSecondary') },
  '& a': { color: v('textSecondary'), textDecoration: 'none' },
  '& a:hover': { color: v('primaryText'), textDecoration: 'underline' },
});

export const editLink = css({ display: 'flex', flexWrap: 'wrap', gap: spacing(2), marginTop: spacing(4), fontSize: 14, color: v('textSecondary') });

export const pageActions = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: spacing(1),
  margin: spacing(-1, 0, 3),
  '& a, & button': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 32,
    padding: spacing(0.5, 1.25),
    border: `1px solid ${v('divider')}`,
    borderRadius: 8,
    background: 'transparent',
    color: v('textSecondary'),
    font: 'inherit',
    fontSize: 13,
    textDecoration: 'none',
    cursor: 'pointer',
  },
  '& a:hover, & button:hover': { backgroundColor: v('hover'), color: v('text') },
});
