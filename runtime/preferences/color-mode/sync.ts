import { applyColorScheme, isColorModeKey, type Mode, readMode, resolveColorScheme, storedModeEntries } from './color-mode';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Re-reads storage and the OS preference and applies the resulting scheme to `<html>`. */
export function applyStoredMode(): void {
  const mode = readMode(localStorage, (message) => console.error(message));
  applyColorScheme(document.documentElement, resolveColorScheme(mode, matchMedia(DARK_QUERY).matches, localStorage));
}

/**
 * Runs `change` with CSS transitions suspended, so a scheme switch repaints at once instead of
 * animating every coloured element (what MUI's `disableTransitionOnChange` does).
 */
function withoutTransitions(change: () => void): void {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(style);
  change();
  // Force a style recalculation while transitions are off, then restore them.
  window.getComputedStyle(document.body).getPropertyValue('color');
  setTimeout(() => style.remove(), 1);
}

/**
 * Stores a new mode (the mode key and the per-scheme key, see `storedModeEntries`) and applies
 * it in this tab. Other tabs follow through their `storage` events; MUI providers in this tab
 * (demos) follow through synthetic ones.
 */
export function setMode(mode: Mode): void {
  const changes = storedModeEntries(mode, matchMedia(DARK_QUERY).matches).map(([key, newValue]) => {
    const oldValue = localStorage.getItem(key);
    localStorage.setItem(key, newValue);
    return { key, oldValue, newValue };
  });
  withoutTransitions(applyStoredMode);
  for (const change of changes) window.dispatchEvent(new StorageEvent('storage', change));
}

/**
 * Keeps `<html>` in sync with other tabs (storage events) and, in system mode, with the OS
 * (media query changes). Installed by the boot script on every page; cheap and React-free.
 */
export function startColorModeSync(): void {
  window.addEventListener('storage', (event) => {
    if (event.storageArea === localStorage && isColorModeKey(event.key)) withoutTransitions(applyStoredMode);
  });
  matchMedia(DARK_QUERY).addEventListener('change', () => withoutTransitions(applyStoredMode));
}
