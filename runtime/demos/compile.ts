/**
 * Compiles edited demo source in the browser: Sucrase strips types and turns
 * JSX and imports into plain JavaScript, which runs against the demo's own imported modules.
 * Part of the live-editor chunk, loaded only when the reader starts editing.
 */
import type { ComponentType } from 'react';
import * as React from 'react';
import { transform } from 'sucrase';
import type { DemoScope } from './hydrate';

/**
 * Compiles `source` to the component it exports by default.
 * @throws SyntaxError with Sucrase's message (line and column) for invalid source, and Error
 *   for an import the demo does not have or a missing default export.
 */
export function compileDemo(source: string, scope: DemoScope): ComponentType {
  const { code } = transform(source, { transforms: ['typescript', 'jsx', 'imports'], production: true, jsxRuntime: 'classic' });
  const require = (specifier: string) => {
    // A stylesheet a CSS-variant demo imports is already on the page.
    if (specifier.endsWith('.css')) return {};
    const module = scope[specifier];
    if (!module) throw new Error(`"${specifier}" is not available while editing: only the demo's own imports are.`);
    return { __esModule: true, ...module };
  };
  const module: { exports: { default?: ComponentType } } = { exports: {} };
  // eslint-disable-next-line no-new-func -- running the reader's own code is the feature.
  new Function('require', 'module', 'exports', 'React', code)(require, module, module.exports, React);
  if (typeof module.exports.default !== 'function') throw new Error('The demo must export a component as default.');
  return module.exports.default;
}
