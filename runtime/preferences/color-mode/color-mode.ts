/**
 * Colour mode: pure rules shared by the inline head script, the
 * always-on sync in the boot script and the toggle island.
 */

/** localStorage key holding the mode (MUI's default key). */
export const MODE_STORAGE_KEY = 'mui-mode';
/** Prefix of the per-scheme keys `mui-color-scheme-light` and `mui-color-scheme-dark`. */
export const COLOR_SCHEME_STORAGE_KEY = 'mui-color-scheme';
/** Attribute set on `<html>`; the shell's CSS variables and the demos' themes key on it. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

export type Mode = 'light' | 'dark' | 'system';
export type ColorScheme = 'light' | 'dark';

/** The default mode when storage holds none: system. */
export const DEFAULT_MODE: Mode = 'system';

const MODES: readonly Mode[] = ['light', 'dark', 'system'];

/** Minimal storage surface, so the rules run against `localStorage` or a test double. */
export interface ModeStorage {
  getItem(key: string): string | null;
}

/** Reports a storage value that is not a known mode. */
export type ReportUnknown = (message: string) => void;

/**
 * Reads the stored mode. A missing value gives the default; an unknown one is ignored with
 * a report (console error in the browser) and the default is used.
 */
export function readMode(storage: ModeStorage, report: ReportUnknown): Mode {
  const stored = storage.getItem(MODE_STORAGE_KEY);
  if (stored === null) return DEFAULT_MODE;
  if ((MODES as readonly string[]).includes(stored)) return stored as Mode;
  report(`MUI docs: unknown colour mode "${stored}" in localStorage "${MODE_STORAGE_KEY}"; using "${DEFAULT_MODE}".`);
  return DEFAULT_MODE;
}

/**
 * The colour scheme shown for a mode: `system` follows the operating system, then the
 * per-scheme key (`mui-color-scheme-light` / `-dark`) names the scheme used for that side.
 */
export function resolveColorScheme(mode: Mode, systemPrefersDark: boolean, storage: ModeStorage): ColorScheme {
  const side: ColorScheme = mode === 'system' ? (systemPrefersDark ? 'dark' : 'light') : mode;
  const stored = storage.getItem(`${COLOR_SCHEME_STORAGE_KEY}-${side}`);
  return stored === 'light' || stored === 'dark' ? stored : side;
}

/**
 * What choosing `mode` stores: the mode key, and the per-scheme key of the side that
 * mode shows (`system`: the operating system's side) naming the colour scheme used for it. The
 * site has one scheme per side, so `mui-color-scheme-dark` holds `dark`. MUI's own providers
 * read the same keys.
 * @returns `[key, value]` pairs in the order they are written.
 */
export function storedModeEntries(mode: Mode, systemPrefersDark: boolean): Array<[string, string]> {
  const side: ColorScheme = mode === 'system' ? (systemPrefersDark ? 'dark' : 'light') : mode;
  return [
    [MODE_STORAGE_KEY, mode],
    [`${COLOR_SCHEME_STORAGE_KEY}-${side}`, side],
  ];
}

/** The DOM operations needed to apply a scheme; `document.documentElement` in the browser. */
export interface SchemeTarget {
  setAttribute(name: string, value: string): void;
  style: { colorScheme: string };
  ownerDocument?: { querySelector(selector: string): { setAttribute(name: string, value: string): void } | null } | null;
}

/** `theme-color` meta value per scheme: the app bar's background, so browser chrome matches. */
export const THEME_COLORS: Record<ColorScheme, string> = { light: '#ffffff', dark: '#101418' };

/**
 * Applies a scheme to `<html>`: the attribute, the CSS `color-scheme` for form controls, and
 * the `theme-color` meta when the document has one.
 */
export function applyColorScheme(target: SchemeTarget, scheme: ColorScheme): void {
  target.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  target.style.colorScheme = scheme;
  target.ownerDocument?.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[scheme]);
}

/** True for storage keys whose change must re-apply the scheme (cross-tab sync). */
export function isColorModeKey(key: string | null): boolean {
  return key === null || key === MODE_STORAGE_KEY || key.startsWith(`${COLOR_SCHEME_STORAGE_KEY}-`);
}
