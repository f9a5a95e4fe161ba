import * as React from 'react';
import { useTheme } from '@mui/joy/styles';

/**
 * `true` from the theme's `lg` breakpoint up, where the details panel sits beside the files
 * instead of opening in a drawer. It is `false` on the server and during hydration, so the first
 * render in the browser matches the server's, then follows the window.
 */
export function useWideScreen(): boolean {
  const theme = useTheme();
  const query = theme.breakpoints.up('lg').replace(/^@media\s*/, '');
  const subscribe = React.useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return React.useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
