import { describe, expect, it, vi } from 'vitest';
import {
  applyColorScheme,
  COLOR_SCHEME_ATTRIBUTE,
  isColorModeKey,
  readMode,
  resolveColorScheme,
  storedModeEntries,
} from '../../runtime/preferences/color-mode/color-mode';
import { setMode } from '../../runtime/preferences/color-mode/sync';

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('colour mode', () => {
  it('defaults to system when nothing is stored', () => {
    const report = vi.fn();
    expect(readMode(storage({}), report)).toBe('system');
    expect(report).not.toHaveBeenCalled();
  });

  it.each(['light', 'dark', 'system'] as const)('reads a stored %s', (mode) => {
    expect(readMode(storage({ 'mui-mode': mode }), vi.fn())).toBe(mode);
  });

  it('ignores an unknown stored value with a report, and uses the default', () => {
    const report = vi.fn();
    expect(readMode(storage({ 'mui-mode': 'purple' }), report)).toBe('system');
    expect(report).toHaveBeenCalledWith(expect.stringContaining('"purple"'));
  });

  it('resolves system mode from the OS preference', () => {
    expect(resolveColorScheme('system', true, storage({}))).toBe('dark');
    expect(resolveColorScheme('system', false, storage({}))).toBe('light');
    expect(resolveColorScheme('light', true, storage({}))).toBe('light');
  });

  it('honours the per-scheme keys mui-color-scheme-light and -dark', () => {
    expect(resolveColorScheme('dark', false, storage({ 'mui-color-scheme-dark': 'dark' }))).toBe('dark');
    expect(resolveColorScheme('dark', false, storage({ 'mui-color-scheme-dark': 'bogus' }))).toBe('dark');
  });

  it('applies the scheme as an attribute on the document element', () => {
    applyColorScheme(document.documentElement, 'dark');
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('syncs on the mode key, the per-scheme keys and a storage clear', () => {
    expect(isColorModeKey('mui-mode')).toBe(true);
    expect(isColorModeKey('mui-color-scheme-dark')).toBe(true);
    expect(isColorModeKey(null)).toBe(true);
    expect(isColorModeKey('codeVariant')).toBe(false);
  });

  it('stores the mode key and the per-scheme key of the side the mode shows', () => {
    expect(storedModeEntries('dark', false)).toEqual([
      ['mui-mode', 'dark'],
      ['mui-color-scheme-dark', 'dark'],
    ]);
    expect(storedModeEntries('light', true)).toEqual([
      ['mui-mode', 'light'],
      ['mui-color-scheme-light', 'light'],
    ]);
    expect(storedModeEntries('system', true)).toEqual([
      ['mui-mode', 'system'],
      ['mui-color-scheme-dark', 'dark'],
    ]);
    expect(storedModeEntries('system', false)).toEqual([
      ['mui-mode', 'system'],
      ['mui-color-scheme-light', 'light'],
    ]);
  });

  it("writes both keys when the reader chooses a mode, and tells this tab's providers about each", () => {
    localStorage.clear();
    const events: Array<[string | null, string | null]> = [];
    const listener = (event: StorageEvent) => events.push([event.key, event.newValue]);
    window.addEventListener('storage', listener);
    setMode('dark');
    window.removeEventListener('storage', listener);
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    expect(localStorage.getItem('mui-color-scheme-dark')).toBe('dark');
    expect(events).toEqual([
      ['mui-mode', 'dark'],
      ['mui-color-scheme-dark', 'dark'],
    ]);
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
  });
});
