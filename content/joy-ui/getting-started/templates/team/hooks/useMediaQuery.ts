import * as React from 'react';
import { useTheme } from '@mui/joy/styles';

type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';

/**
 * Whether the window is at least as wide as the theme's breakpoint `key`. The server and the first
 * render in the browser answer `false`, so hydration matches; the real answer follows at once.
 */
export function useUpFrom(key: Breakpoint): boolean {
  const theme = useTheme();
  const query = theme.breakpoints.up(key).replace(/^@media\s*/, '');
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
