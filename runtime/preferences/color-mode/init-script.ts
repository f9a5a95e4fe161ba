/**
 * Inline head script, which applies each preference as an attribute on the document element
 * before first paint: code variant, demo options (styling, date library), colour scheme, direction and density. The build bundles this file to a
 * minified IIFE and inlines it in every page's `<head>`, so it must import nothing heavy and
 * never throw.
 */
import { CODE_VARIANT_ATTRIBUTE, initialCodeVariant } from '../code-variant/code-variant';
import { DENSE_ATTRIBUTE, readDense, readDirection } from '../display-settings';
import { DEMO_AXES, optionFromCookie } from '../demo-options/demo-options';
import { applyColorScheme, MODE_STORAGE_KEY, readMode, resolveColorScheme } from './color-mode';

const root = document.documentElement;
root.setAttribute(CODE_VARIANT_ATTRIBUTE, initialCodeVariant(location.hash, document.cookie));
for (const axis of DEMO_AXES) root.setAttribute(axis.attribute, optionFromCookie(axis, document.cookie));
try {
  const mode = readMode(localStorage, (message) => {
    console.error(message);
    // Ignored for good: MUI's providers in demos read the same key.
    localStorage.removeItem(MODE_STORAGE_KEY);
  });
  const prefersDark = matchMedia('(prefers-color-scheme: dark)').matches;
  applyColorScheme(root, resolveColorScheme(mode, prefersDark, localStorage));
  root.dir = readDirection(localStorage);
  if (readDense(localStorage)) root.setAttribute(DENSE_ATTRIBUTE, '');
} catch {
  // Storage blocked (privacy mode): CSS falls back to prefers-color-scheme, ltr, not dense.
}
