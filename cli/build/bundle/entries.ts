/**
 * Entry modules of the client bundle. Each island and each demo gets a small generated entry
 * whose default export mounts it; esbuild splits shared code (React, MUI) into chunks.
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { ProductId } from '../../../runtime/products/products';

/** A demo to bundle: id (`<page dir>/<Name>` relative to content), source file and product. */
export interface DemoEntry {
  id: string;
  file: string;
  productId: ProductId;
}

/** Shell islands by entry id: the module whose default export is the island component. */
export const SHELL_ISLANDS: Record<string, string> = {
  'islands/ColorModeToggle': 'runtime/color-mode/ColorModeToggle.tsx',
  'islands/SettingsDrawer': 'runtime/preferences/SettingsDrawer.tsx',
  'islands/SearchDialog': 'runtime/search/SearchDialog.tsx',
};

/** The demo host (theme provider module) of a product (spec §1 product ids). */
export function demoHostFor(productId: ProductId): string {
  return productId === 'joy-ui' ? 'runtime/demos/hosts/joy.tsx' : 'runtime/demos/hosts/material.tsx';
}

const NAMESPACE = 'docs-entry';

/** Prefix of virtual entry specifiers (`docs-entry:islands/ColorModeToggle`). */
export const ENTRY_PREFIX = `${NAMESPACE}:`;

/**
 * esbuild plugin serving the generated entry modules.
 * @param root project root; module paths above are relative to it.
 */
export function entriesPlugin(root: string, demos: DemoEntry[]): Plugin {
  const demoById = new Map(demos.map((demo) => [demo.id, demo]));
  const abs = (file: string) => JSON.stringify(path.resolve(root, file));
  return {
    name: 'docs-entries',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${ENTRY_PREFIX}`) }, (args) => ({ path: args.path.slice(ENTRY_PREFIX.length), namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
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
        const demo = demoById.get(args.path.replace(/^demos\//, ''));
        if (!demo) return { errors: [{ text: `unknown entry ${args.path}` }] };
        return {
          resolveDir: root,
          loader: 'tsx',
          contents: `import Demo from ${JSON.stringify(demo.file)};
import { Provider } from ${abs(demoHostFor(demo.productId))};
import { hydrateDemo } from ${abs('runtime/demos/hydrate.tsx')};
export default (element) => hydrateDemo(element, Demo, Provider);`,
        };
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
