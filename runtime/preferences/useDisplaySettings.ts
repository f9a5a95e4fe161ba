import { useSyncExternalStore } from 'react';
import type { DisplaySettings } from './display-settings';
import { getDisplaySettings, getServerDisplaySettings, subscribeDisplaySettings } from './store';

/**
 * The reader's display settings. Hydrates with the server's defaults, then re-renders with the
 * stored ones, so server HTML and the first client render always agree.
 */
export function useDisplaySettings(): DisplaySettings {
  return useSyncExternalStore(subscribeDisplaySettings, getDisplaySettings, getServerDisplaySettings);
}
