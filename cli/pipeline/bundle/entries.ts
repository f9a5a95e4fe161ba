/**
 * Entry modules of the client bundle. Each shell island and each demo gets a small generated
 * entry whose default export mounts it; esbuild splits shared code (React, MUI) into chunks.
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { SiteDemo } from '../model/site';
import { demoHostFor, SHELL_ISLANDS, WIDGET_ISLANDS } from '../../../runtime/islands/registry';

/**
 * A demo to bundle: id (`<page dir>/<Name>` relative to content), source file, its text, its
 * files and product, and the directive that placed it (a template's entry hydrates its own
 * document; a playground has none).
 */
export type DemoEntry = Pick<SiteDemo, 'id' | 'file' | 'source' | 'sources' | 'productId'> & { directive?: Pick<SiteDemo['directive'], 'template'> };

/**
 * Code for a demo entry that collects the bindings the demo imports into `scope`, keyed by
 * module specifier, so the live editor can run edited source against the same modules without
 * bundling anything the demo does not already use.
 */
export function scopeImports(source: string, resolveDir: string, scope = 'scope'): string {
  const lines = [`const ${scope} = {};`, `import * as ${scope}__react from 'react';`, `${scope}['react'] = ${scope}__react;`];
  let index = 0;
  const local = (n: number) => `${scope}__s${n}`;
  const add = (specifier: string, key: string, name: string) => {
    lines.push(`(${scope}[${JSON.stringify(specifier)}] ??= {})[${JSON.stringify(key)}] = ${name};`);
  };
  for (const match of source.matchAll(/^import\s+(?!type\s)([^'";]*?)\s+from\s+['"]([^'"]+)['"];?$/gm)) {
    const [, clause, specifier] = match;
    const target = specifier.startsWith('.') ? path.join(resolveDir, specifier) : specifier;
    const namespace = /^\*\s+as\s+(\w+)$/.exec(clause.trim());
    if (namespace) {
      lines.push(`import * as ${local(index)} from ${JSON.stringify(target)};`, `${scope}[${JSON.stringify(specifier)}] = ${local(index)};`);
      index += 1;
      continue;
    }
    const [, defaultName, named] = /^(\w+)?\s*,?\s*(?:\{([\s\S]*)\})?$/.exec(clause.trim()) ?? [];
    if (defaultName) {
      lines.push(`import ${local(index)} from ${JSON.stringify(target)};`);
      add(specifier, 'default', local(index));
      index += 1;
    }
    const parts = (named ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item && !item.startsWith('type '));
    if (parts.length) {
      // Through a namespace: a type imported without `type` (`{ TextFieldProps }`) is then an
      // absent property, not a missing export that fails the bundle; esbuild still tree-shakes.
      const namespace = local(index);
      index += 1;
      lines.push(`import * as ${namespace} from ${JSON.stringify(target)};`);
      for (const part of parts) {
        const [imported] = part.split(/\s+as\s+/);
        add(specifier, imported, `${namespace}[${JSON.stringify(imported)}]`);
      }
    }
  }
  return lines.join('\n');
}

const NAMESPACE = 'docs-entry';

/** Prefix of virtual entry specifiers (`docs-entry:islands/ColorModeToggle`). */
export const ENTRY_PREFIX = `${NAMESPACE}:`;

/** Entry id of a demo's island and bundle entry: `demos/<demo id>`. */
export function demoEntryId(demo: Pick<DemoEntry, 'id'>): string {
  return `demos/${demo.id}`;
}

/**
 * The demo entries of a bundle, one per demo file (`demos/<demo id>`), so a page loads the code
 * of the demos the reader reaches and no other: the first view of a page with twenty demos
 * fetches one or two, and the rest load as they scroll into view. Shared code (React, the
 * packages' modules) is split into chunks by esbuild.
 */
export function demoEntries(demos: readonly DemoEntry[]): Map<string, DemoEntry> {
  return new Map(demos.map((demo) => [demoEntryId(demo), demo]));
}

/**
 * Code of a demo entry: the demo with its host and live-editing scope; the default export
 * hydrates it. A template's entry hydrates the document it is loaded in (its preview).
 */
function demoEntryCode(root: string, demo: DemoEntry): string {
  const abs = (file: string) => JSON.stringify(path.resolve(root, file));
  if (demo.directive?.template) {
    return [
      `import { hydrateTemplate } from ${abs('runtime/template-preview/hydrate.tsx')};`,
      `import { Provider } from ${abs(demoHostFor(demo))};`,
      `import Demo from ${JSON.stringify(demo.file)};`,
      `export default () => hydrateTemplate(${JSON.stringify(demo.id)}, Demo, Provider);`,
    ].join('\n');
  }
  return [
    `import { hydrateDemo } from ${abs('runtime/demos/hydrate.tsx')};`,
    `import { Provider } from ${abs(demoHostFor(demo))};`,
    `import Demo from ${JSON.stringify(demo.file)};`,
    scopeImports(demo.source, path.dirname(demo.file)),
    `export default (element) => hydrateDemo(element, Demo, Provider, scope);`,
  ].join('\n');
}

/**
 * esbuild plugin serving the generated entry modules.
 * @param root project root; module paths above are relative to it.
 */
export function entriesPlugin(root: string, demos: readonly DemoEntry[]): Plugin {
  const entries = demoEntries(demos);
  const abs = (file: string) => JSON.stringify(path.resolve(root, file));
  return {
    name: 'docs-entries',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${ENTRY_PREFIX}`) }, (args) => ({ path: args.path.slice(ENTRY_PREFIX.length), namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const widget = WIDGET_ISLANDS[args.path];
        if (widget) return { resolveDir: root, loader: 'ts', contents: `export { default } from ${abs(widget)};` };
        const shell = SHELL_ISLANDS[args.path];
        if (shell) {
          return {
            resolveDir: root,
            loader: 'tsx',
            contents: `import Component from ${abs(shell)};
import { hydrateIsland } from ${abs('runtime/islands/hydrate.tsx')};
export default (element, props) => hydrateIsland(element, Component, props);`,
          };
        }
        const demo = entries.get(args.path);
        if (!demo) return { errors: [{ text: `unknown entry ${args.path}` }] };
        return { resolveDir: root, loader: 'tsx' as const, contents: demoEntryCode(root, demo) };
      });
    },
  };
}

/**
 * esbuild plugin for build-time styles: a `*.styles.ts` module is evaluated in Node (where the
 * renderer already imported it) and replaced by its exports as literals, so the browser gets
 * class-name strings and never runs Emotion for the shell.
 */
export function buildTimeStylesPlugin(): Plugin {
  return {
    name: 'docs-build-time-styles',
    setup(build) {
      build.onLoad({ filter: /\.styles\.ts$/ }, async (args) => {
        const module = (await import(args.path)) as Record<string, unknown>;
        const lines = Object.entries(module).map(([name, value]) => {
          if (typeof value === 'function') return '';
          return `export const ${name} = ${JSON.stringify(value)};`;
        });
        return { contents: lines.join('\n'), loader: 'js' };
      });
    },
  };
}
