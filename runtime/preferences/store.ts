/**
 * The browser's display settings store: one source for the settings drawer and every demo
 * host (read with `useSyncExternalStore`). Changes are stored, applied to `<html>` (`dir`,
 * `data-dense`, the colour scheme) and broadcast to this tab's subscribers; other tabs follow
 * through storage events.
 */
import { MODE_STORAGE_KEY, readMode } from './color-mode/color-mode';
import { setMode } from './color-mode/sync';
import { activateRtlDemoStyles } from '../demos/rtl-styles';
import { mountDemosInView } from '../islands/schedule';
import {
  DENSE_ATTRIBUTE,
  DENSE_STORAGE_KEY,
  DIRECTION_STORAGE_KEY,
  type DisplaySettings,
  type DisplaySettingsAction,
  readDense,
  readDirection,
  reduceDisplaySettings,
  SERVER_DISPLAY_SETTINGS,
} from './display-settings';

const listeners = new Set<() => void>();
let snapshot: DisplaySettings | undefined;

function read(): DisplaySettings {
  return {
    dense: readDense(localStorage),
    direction: readDirection(localStorage),
    paletteMode: readMode(localStorage, () => {}),
  };
}

/** Applies direction and density to `<html>`. */
export function applyDisplaySettings(settings: Pick<DisplaySettings, 'direction' | 'dense'>): void {
  document.documentElement.dir = settings.direction;
  if (settings.direction === 'rtl') activateRtlDemoStyles();
  document.documentElement.toggleAttribute(DENSE_ATTRIBUTE, settings.dense);
}

function publish(next: DisplaySettings): void {
  if (next === snapshot) return;
  const densityChanged = snapshot !== undefined && snapshot.dense !== next.dense;
  snapshot = next;
  applyDisplaySettings(next);
  listeners.forEach((listener) => listener());
  if (densityChanged) mountDemosInView();
}

/** Current settings (stable object between changes, as `useSyncExternalStore` requires). */
export function getDisplaySettings(): DisplaySettings {
  snapshot ??= read();
  return snapshot;
}

/** What the server rendered with; used for hydration. */
export function getServerDisplaySettings(): DisplaySettings {
  return SERVER_DISPLAY_SETTINGS;
}

/** Subscribes to changes from this tab and others; returns the unsubscribe function. */
export function subscribeDisplaySettings(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function onStorage(event: StorageEvent): void {
  if ([DIRECTION_STORAGE_KEY, DENSE_STORAGE_KEY, MODE_STORAGE_KEY, null].includes(event.key)) {
    const next = read();
    const current = getDisplaySettings();
    publish(next.dense === current.dense && next.direction === current.direction && next.paletteMode === current.paletteMode ? current : next);
  }
}

/** Dispatches a display settings action: stores, applies and broadcasts the result. */
export function dispatchDisplaySettings(action: DisplaySettingsAction): void {
  const current = getDisplaySettings();
  const next = reduceDisplaySettings(current, action);
  if (next === current) return;
  if (next.direction !== current.direction) localStorage.setItem(DIRECTION_STORAGE_KEY, next.direction);
  if (next.dense !== current.dense) {
    if (next.dense) localStorage.setItem(DENSE_STORAGE_KEY, 'dense');
    else localStorage.removeItem(DENSE_STORAGE_KEY);
  }
  if (next.paletteMode !== current.paletteMode) setMode(next.paletteMode);
  publish(next);
}
