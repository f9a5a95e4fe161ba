/**
 * Controls shared by the shell and its islands (app bar, settings, search, colour mode
 * toggle), evaluated at build time like every `*.styles.ts` module.
 */
import { css } from './emotion.build';
import { v } from './shell-theme';
import { tokens } from './tokens';

/** Height of the app bar, px; the page grid, scroll padding and sticky toolbars account for it. */
export const APP_BAR_HEIGHT = 64;

/** A 40 px square icon button. */
export const iconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: `1px solid ${v('divider')}`,
  borderRadius: tokens.borderRadius - 2,
  background: 'transparent',
  color: v('textSecondary'),
  cursor: 'pointer',
  '&:hover': { backgroundColor: v('hover'), color: v('text') },
});

/** The colour mode toggle's icons: the sun shows in dark mode, the moon in light. */
export const sunIcon = css({ display: 'none', 'html[data-mui-color-scheme="dark"] &': { display: 'inline-flex' } });
export const moonIcon = css({ 'html[data-mui-color-scheme="dark"] &': { display: 'none' } });
