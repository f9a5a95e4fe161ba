/**
 * Inline head script (spec §4 "applied as an attribute on the document element before first
 * paint"). The build bundles this file to a minified IIFE and inlines it in every page's
 * `<head>`, so it must import nothing heavy and must never throw.
 */
import { applyColorScheme, readMode, resolveColorScheme } from './color-mode';

try {
  const mode = readMode(localStorage, (message) => console.error(message));
  const prefersDark = matchMedia('(prefers-color-scheme: dark)').matches;
  applyColorScheme(document.documentElement, resolveColorScheme(mode, prefersDark, localStorage));
} catch {
  // Storage blocked (privacy mode): CSS falls back to prefers-color-scheme.
}
