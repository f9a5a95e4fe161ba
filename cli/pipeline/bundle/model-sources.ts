/**
 * esbuild plugin that serves demos' files from the site model: a demo file, a module it imports
 * by relative path and a stylesheet it imports are resolved and loaded from the records the
 * model read once, so bundling (the client's and the server render's) reads no content from
 * disk after the model loaded. Anything else (the project's modules, packages) resolves as usual.
 */
import path from 'node:path';
import type { Loader, Plugin } from 'esbuild';
import type { DemoSources } from '../model/demo-sources';

const LOADERS: Record<string, Loader> = { '.tsx': 'tsx', '.ts': 'ts', '.css': 'empty' };

/** esbuild namespace of the files the model serves. */
export const MODEL_NAMESPACE = 'docs-model';

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
      // Demo files live in a namespace of their own, so the relative imports esbuild asks about
      // are only theirs: a callback for every relative import inside the packages (thousands)
      // would cost a third of a page bundle's time. Entries import demo files by absolute path,
      // with or without their extension (a stylesheet's path names it).
      const modelFile = (base: string) => {
        const file = ['', '.tsx', '.ts'].map((extension) => `${base}${extension}`).find((candidate) => texts.has(candidate));
        return file ? { path: file, namespace: MODEL_NAMESPACE } : undefined;
      };
      build.onResolve({ filter: /^\// }, (args) => modelFile(args.path));
      build.onResolve({ filter: /^\.\.?\//, namespace: MODEL_NAMESPACE }, (args) => {
        const known = imports.get(`${args.importer}\0${args.path}`);
        if (known) return modelFile(known) ?? { path: known };
        return modelFile(path.resolve(args.resolveDir, args.path));
      });
      build.onLoad({ filter: /.*/, namespace: MODEL_NAMESPACE }, (args) => ({
        contents: texts.get(args.path),
        loader: LOADERS[path.extname(args.path)],
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}
