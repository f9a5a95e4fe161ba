/**
 * esbuild plugin that serves demos' files from the site model: a demo file, a module it imports
 * by relative path and a stylesheet it imports are resolved and loaded from the records the
 * model read once, so bundling (the client's and the server render's) reads no content from
 * disk after the model loaded. Anything else (the project's modules, packages) resolves as usual.
 */
import path from 'node:path';
import type { Loader, Plugin } from 'esbuild';
import type { DemoSources } from '../demos/sources';

const LOADERS: Record<string, Loader> = { '.tsx': 'tsx', '.ts': 'ts', '.css': 'empty' };

/**
 * The plugin for the demos `current()` returns (each with the files the model read), asked again
 * at the start of every build, so a kept esbuild context (watch mode) bundles a demo's new files.
 * A relative import the model does not know is left to esbuild, whose error names the importing
 * file and line.
 */
export function modelSourcesPlugin(current: () => ReadonlyArray<{ sources: DemoSources }>): Plugin {
  const texts = new Map<string, string>();
  const imports = new Map<string, string>();
  return {
    name: 'docs-model-sources',
    setup(build) {
      build.onStart(() => {
        texts.clear();
        imports.clear();
        for (const { sources } of current()) {
          for (const file of sources.files) texts.set(file.path, file.text);
          for (const [key, target] of Object.entries(sources.imports)) imports.set(key, target);
        }
      });
      build.onResolve({ filter: /^(\/|\.\.?\/)/ }, (args) => {
        const known = imports.get(`${args.importer}\0${args.path}`);
        if (known) return { path: known };
        // A demo entry's imports are absolute; a stylesheet's path names its extension.
        const base = path.resolve(args.resolveDir, args.path);
        const target = ['', '.tsx', '.ts'].map((extension) => `${base}${extension}`).find((file) => texts.has(file));
        return target ? { path: target } : undefined;
      });
      build.onLoad({ filter: /\.(tsx|ts|css)$/ }, (args) => {
        const contents = texts.get(args.path);
        return contents === undefined ? undefined : { contents, loader: LOADERS[path.extname(args.path)], resolveDir: path.dirname(args.path) };
      });
    },
  };
}
