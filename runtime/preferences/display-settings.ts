/**
 * Display settings: pure state, actions and storage rules.
 * The server renders with {@link SERVER_DISPLAY_SETTINGS}; the browser reads the reader's
 * stored choices before first paint (direction) and after hydration (everything).
 */
import type { Mode } from './color-mode/color-mode';

export type Direction = 'ltr' | 'rtl';

/** The display settings state. */
export interface DisplaySettings {
  dense: boolean;
  direction: Direction;
  paletteMode: Mode;
}

/** The display settings before the reader chooses: not dense, left to right, light palette (the server's view). */
export const SERVER_DISPLAY_SETTINGS: DisplaySettings = { dense: false, direction: 'ltr', paletteMode: 'light' };

/** What the reader can do to the display settings: set or reset density, change the mode, change the direction. */
export type DisplaySettingsAction =
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'CHANGE'; payload: { paletteMode?: Mode; direction?: Direction } };

/** Applies one action; returns the same object when nothing changes. */
export function reduceDisplaySettings(state: DisplaySettings, action: DisplaySettingsAction): DisplaySettings {
  switch (action.type) {
    case 'SET_DENSE':
      return state.dense === action.payload ? state : { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return state.dense === SERVER_DISPLAY_SETTINGS.dense ? state : { ...state, dense: SERVER_DISPLAY_SETTINGS.dense };
    case 'CHANGE': {
      const next = { ...state, ...action.payload };
      return next.paletteMode === state.paletteMode && next.direction === state.direction ? state : next;
    }
    default:
      return state;
  }
}

/** localStorage key of the direction (`ltr` | `rtl`). */
export const DIRECTION_STORAGE_KEY = 'docs-direction';
/** localStorage key of density (`dense` when on; absent when off). */
export const DENSE_STORAGE_KEY = 'docs-density';
/** Attribute on `<html>` set when dense is on; demos' themes read the store, CSS may key on it. */
export const DENSE_ATTRIBUTE = 'data-dense';

/** Reads the stored direction; anything but `rtl` is `ltr`. */
export function readDirection(storage: { getItem(key: string): string | null }): Direction {
  return storage.getItem(DIRECTION_STORAGE_KEY) === 'rtl' ? 'rtl' : 'ltr';
}

/** Reads the stored density. */
export function readDense(storage: { getItem(key: string): string | null }): boolean {
  return storage.getItem(DENSE_STORAGE_KEY) === 'dense';
}
