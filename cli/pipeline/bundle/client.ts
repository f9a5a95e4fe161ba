/**
 * The client bundle: the boot script, one entry per shell island and one per demo,
 * code-split, hashed and minified by esbuild.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { build, context as esbuildContext, type Metafile, type Plugin } from 'esbuild';
import { ISLAND_ENTRY_IDS } from '../../../runtime/islands/registry';
import { modelSourcesPlugin } from './model-sources';
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
 * another copy of React than the demo host's, in a `node_modules` above its own folder.
 */
export function projectPackagesPlugin(root: string): Plugin {
  const inside = (file: string) => !path.relative(root, file).startsWith('..');
  return {
    name: 'docs-project-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.pluginData === RESOLVING || !args.importer || inside(args.importer) || args.namespace !== 'file') return undefined;
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

/**
 * Bundles the client. Output goes to `<outDir>/assets/`. `licenseKey`: the MUI X licence key.
 * @throws the esbuild error (with file and line) when a demo or module fails to compile.
 */
export async function bundleClient(root: string, outDir: string, demos: DemoEntry[], licenseKey = ''): Promise<ClientBundle> {
  const options = clientBuildOptions(root, outDir, demos, licenseKey);
  return describeClient(root, outDir, demos, (await build(options)).metafile);
}

/**
 * A reusable esbuild context for one set of demos (watch mode keeps one per edited page, so a
 * rebuild re-parses only what changed). `rebuild` takes the same demos' records as the model now
 * holds them (their files edited, their ids and imports unchanged).
 */
export async function clientContext(root: string, outDir: string, demos: DemoEntry[], licenseKey = ''): Promise<{ rebuild(current: DemoEntry[]): Promise<ClientBundle>; dispose(): Promise<void> }> {
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

function clientBuildOptions(root: string, outDir: string, demos: DemoEntry[], licenseKey: string, current: () => DemoEntry[] = () => demos) {
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

async function describeClient(root: string, outDir: string, demos: DemoEntry[], metafile: Metafile): Promise<ClientBundle> {
  return describeBundle(root, outDir, metafile, [...ISLAND_ENTRY_IDS, ...demoEntries(demos).keys()]);
}

async function describeBundle(root: string, outDir: string, metafile: Metafile, entryIds: string[]): Promise<ClientBundle> {
  const toUrl = (output: string) => `/${path.relative(outDir, path.resolve(root, output)).split(path.sep).join('/')}`;
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const entries = new Map<string, string>();
  let bootUrl = '';
  const imports = new Map<string, string[]>();
  for (const [file, output] of outputs) {
    const url = toUrl(file);
    imports.set(url, output.imports.filter((item) => item.kind === 'import-statement').map((item) => toUrl(item.path)));
    const entry = output.entryPoint;
    if (!entry) continue;
    if (entry.endsWith('runtime/boot/boot.ts')) bootUrl = url;
    const id = entry.startsWith(ENTRY_PREFIX.replace(/:$/, '')) ? entry.replace(/^[^:]+:/, '') : undefined;
    if (id && entryIds.includes(id)) entries.set(id, url);
  }
  const gzipBytes = new Map(
    await Promise.all(
      outputs.map(async ([file]) => [toUrl(file), gzipSync(await readFile(path.resolve(root, file))).length] as const),
    ),
  );
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
  return { bootUrl, entries, closure, gzipBytes };
}
