/**
 * The client bundle: the boot script, one entry per shell island and one per demo,
 * code-split, hashed and minified by esbuild. A build whose inputs are those of an earlier one
 * (every demo's files, the browser code and the lock file) copies that build's output from the
 * `client-bundle` store instead of bundling again.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import type { Metafile, Plugin } from 'esbuild';
import { build, context as esbuildContext } from './esbuild-service';
import { demoHostFor, ISLAND_ENTRY_IDS, LICENSED_HOST, SHELL_ISLANDS, WIDGET_ISLANDS } from '../../../runtime/islands/registry';
import { hashKey } from '../cache/cache';
import { codeKey } from '../cache/code-key';
import { folderStore } from '../cache/folder-store';
import { MODEL_NAMESPACE, modelSourcesPlugin } from './model-sources';
import { buildTimeStylesPlugin, type DemoEntry, demoEntries, ENTRY_PREFIX, entriesPlugin } from './entries';

/** Where a built client bundle's files are and what each costs. */
export interface ClientBundle {
  /** Public URL of the boot script. */
  bootUrl: string;
  /** Public URL of each island entry by entry id (`islands/…`, `demos/…`). */
  entries: Map<string, string>;
  /** Public URLs of an output and every chunk it imports statically, itself first. */
  closure(url: string): string[];
  /** Gzipped size of each output file by public URL, bytes. */
  gzipBytes: Map<string, number>;
}

/** Options shared by every esbuild run of the project. */
export const ESBUILD_COMMON = {
  bundle: true,
  jsx: 'automatic',
  logLevel: 'silent',
  define: { 'process.env.NODE_ENV': '"production"' },
  // A CSS-variant demo's stylesheet is inlined into its page by the build (demos/styling.ts).
  loader: { '.css': 'empty' },
} as const;

/**
 * esbuild plugin: a package that a module outside the project imports (a demo in a content
 * folder elsewhere, `--content /tmp/docs`) resolves from the project's own `node_modules`, as
 * it does for demos inside the project. Without it such a demo would find no package at all, or
 * another copy of React than the demo host's, in a `node_modules` above its own folder. It asks
 * only about the imports of the model's files (see `modelSourcesPlugin`), never the packages'.
 */
export function projectPackagesPlugin(root: string): Plugin {
  const inside = (file: string) => !path.relative(root, file).startsWith('..');
  return {
    name: 'docs-project-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/, namespace: MODEL_NAMESPACE }, (args) => {
        if (args.pluginData === RESOLVING || inside(args.importer)) return undefined;
        return build.resolve(args.path, { resolveDir: root, kind: args.kind, importer: args.importer, pluginData: RESOLVING });
      });
    },
  };
}

const RESOLVING = Symbol('resolving from the project');

/**
 * esbuild's compile-time constants for demo code: the production flag, and the MUI X licence key
 * the licensed demo host applies (`''` when none is configured).
 */
export function demoDefines(licenseKey = ''): Record<string, string> {
  return { ...ESBUILD_COMMON.define, __DOCS_MUI_X_LICENSE_KEY__: JSON.stringify(licenseKey) };
}

/** What the `client-bundle` store keeps beside a bundle's files: enough to describe it again. */
interface BundleManifest {
  /** Every file the bundle wrote, relative to the output folder. */
  files: string[];
  bootUrl: string;
  entries: [string, string][];
  /** Static imports of each JS output, by public URL. */
  imports: [string, string[]][];
  gzipBytes: [string, number][];
}

/** Modules whose code, with everything they import, makes the client bundle. */
const CLIENT_CODE = [
  'runtime/boot/boot.ts',
  ...Object.values(SHELL_ISLANDS),
  ...Object.values(WIDGET_ISLANDS),
  'runtime/islands/hydrate.tsx',
  'runtime/demos/hydrate.tsx',
  'runtime/template-preview/hydrate.tsx',
  'runtime/demos/hosts/material.tsx',
  'runtime/demos/hosts/joy.tsx',
  LICENSED_HOST,
  fileURLToPath(import.meta.url),
];

/**
 * The key of a client bundle: its code, the licence key and each demo's files and host. A demo
 * counts by its id and its files' content, not by where its content folder is: a copy of the
 * content elsewhere (a deploy's checkout, a test's folder) bundles to the same code, so it
 * restores the same bundle.
 */
async function bundleKey(root: string, demos: readonly DemoEntry[], licenseKey: string): Promise<string> {
  return hashKey([
    await codeKey(root, CLIENT_CODE),
    licenseKey,
    ...demos.flatMap((demo) => [demo.id, demo.sources.hash, demoHostFor(demo), demo.directive?.template ? 'template' : '']),
  ]);
}

/**
 * Bundles the client into `<outDir>/assets/`, or copies the same inputs' bundle from the cache.
 * `licenseKey`: the MUI X licence key.
 * @throws the esbuild error (with file and line) when a demo or module fails to compile.
 */
export async function bundleClient(root: string, outDir: string, demos: readonly DemoEntry[], licenseKey = ''): Promise<ClientBundle> {
  const store = folderStore<BundleManifest>(root, 'client-bundle');
  const key = await bundleKey(root, demos, licenseKey);
  const cached = await store.restore(key, outDir);
  if (cached) return bundleOf(cached);
  const { metafile } = await build(clientBuildOptions(root, outDir, demos, licenseKey));
  const manifest = await describeOutputs(root, outDir, metafile, entryIdsOf(demos));
  await store.save(key, outDir, manifest.files, manifest);
  return bundleOf(manifest);
}

const entryIdsOf = (demos: readonly DemoEntry[]) => [...ISLAND_ENTRY_IDS, ...demoEntries(demos).keys()];

/**
 * A reusable esbuild context for one set of demos (watch mode keeps one per edited page, so a
 * rebuild re-parses only what changed). `rebuild` takes the same demos' records as the model now
 * holds them (their files edited, their ids and imports unchanged).
 */
export async function clientContext(
  root: string,
  outDir: string,
  demos: readonly DemoEntry[],
  licenseKey = '',
): Promise<{ rebuild(current: readonly DemoEntry[]): Promise<ClientBundle>; dispose(): Promise<void> }> {
  let latest = demos;
  const context = await esbuildContext(clientBuildOptions(root, outDir, demos, licenseKey, () => latest));
  return {
    rebuild: async (current) => {
      latest = current;
      return describeClient(root, outDir, current, (await context.rebuild()).metafile!);
    },
    dispose: () => context.dispose(),
  };
}

function clientBuildOptions(root: string, outDir: string, demos: readonly DemoEntry[], licenseKey: string, current: () => readonly DemoEntry[] = () => demos) {
  const entryIds = [...ISLAND_ENTRY_IDS, ...demoEntries(demos).keys()];
  return {
    ...ESBUILD_COMMON,
    define: demoDefines(licenseKey),
    absWorkingDir: root,
    entryPoints: [{ in: path.join(root, 'runtime/boot/boot.ts'), out: 'boot' }, ...entryIds.map((id) => ({ in: `${ENTRY_PREFIX}${id}`, out: id }))],
    outdir: path.join(outDir, 'assets'),
    format: 'esm' as const,
    splitting: true,
    minify: true,
    target: ['es2022', 'chrome111', 'safari16.4', 'firefox115'],
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    legalComments: 'external' as const,
    metafile: true as const,
    write: true,
    plugins: [modelSourcesPlugin(current), projectPackagesPlugin(root), entriesPlugin(root, demos), buildTimeStylesPlugin()],
  };
}

async function describeClient(root: string, outDir: string, demos: readonly DemoEntry[], metafile: Metafile): Promise<ClientBundle> {
  return bundleOf(await describeOutputs(root, outDir, metafile, entryIdsOf(demos)));
}

/** The manifest of a bundle from esbuild's metafile: its files, entries, imports and gzipped sizes. */
async function describeOutputs(root: string, outDir: string, metafile: Metafile, entryIds: string[]): Promise<BundleManifest> {
  const toUrl = (output: string) => `/${path.relative(outDir, path.resolve(root, output)).split(path.sep).join('/')}`;
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const wanted = new Set(entryIds);
  const entries: [string, string][] = [];
  let bootUrl = '';
  const imports: [string, string[]][] = [];
  for (const [file, output] of outputs) {
    const url = toUrl(file);
    imports.push([url, output.imports.filter((item) => item.kind === 'import-statement').map((item) => toUrl(item.path))]);
    const entry = output.entryPoint;
    if (!entry) continue;
    if (entry.endsWith('runtime/boot/boot.ts')) bootUrl = url;
    const id = entry.startsWith(ENTRY_PREFIX.replace(/:$/, '')) ? entry.replace(/^[^:]+:/, '') : undefined;
    if (id && wanted.has(id)) entries.push([id, url]);
  }
  const gzipBytes = await Promise.all(
    outputs.map(async ([file]) => [toUrl(file), gzipSync(await readFile(path.resolve(root, file))).length] as [string, number]),
  );
  return { files: Object.keys(metafile.outputs).map((file) => toUrl(file).slice(1)), bootUrl, entries, imports, gzipBytes };
}

/** The bundle a manifest describes. */
function bundleOf(manifest: BundleManifest): ClientBundle {
  const imports = new Map(manifest.imports);
  const closure = (url: string): string[] => {
    const seen = new Set<string>();
    const visit = (current: string) => {
      if (seen.has(current)) return;
      seen.add(current);
      imports.get(current)?.forEach(visit);
    };
    visit(url);
    return [...seen];
  };
  return { bootUrl: manifest.bootUrl, entries: new Map(manifest.entries), closure, gzipBytes: new Map(manifest.gzipBytes) };
}
