import { describe, expect, it, vi } from 'vitest';
import {
  applyColorScheme,
  COLOR_SCHEME_ATTRIBUTE,
  isColorModeKey,
  readMode,
  resolveColorScheme,
} from '../../runtime/preferences/color-mode/color-mode';

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('colour mode (spec §4)', () => {
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
});
