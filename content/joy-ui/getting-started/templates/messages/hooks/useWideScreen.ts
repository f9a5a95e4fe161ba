import * as React from 'react';
import { useTheme } from '@mui/joy/styles';

/**
 * `true` from the theme's `md` breakpoint up, where the list and the conversation sit side by
 * side; below it one pane shows at a time and focus has to follow the reader from one to the
 * other. `false` on the server and while hydrating, so the first browser render matches.
 */
export function useWideScreen(): boolean {
  const theme = useTheme();
  const query = theme.breakpoints.up('md').replace(/^@media\s*/, '');
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
