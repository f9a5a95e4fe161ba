/**
 * Server rendering of demos at build time. Each demo's render (its HTML and the Emotion rules
 * it uses) is a pure function of its files, its product's host and the installed packages, so
 * it is cached in the `demo-renders` store; only demos without a cached
 * render are bundled for Node by esbuild (the same transpilation as the client) and rendered,
 * in batches, each in a worker thread that ends afterwards. A page combines its demos' renders
 * into one style tag. Memory stays bounded at any size, and watch mode re-renders a page any
 * number of times without its memory growing (Node cannot unload a module it imported).
 */
import { mkdir, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BuildOptions, Plugin } from 'esbuild';
import { build } from './esbuild-service';
import type { DemoRender } from '../../../runtime/demos/server.build';
import { mapLimit } from '../concurrency';
import { hashKey, jsonStore } from '../cache/cache';
import { codeKey } from '../cache/code-key';
import { demoDefines, ESBUILD_COMMON, projectPackagesPlugin } from './client';
import { demoHostFor, LICENSED_HOST } from '../../../runtime/islands/registry';
import type { DemoEntry } from './entries';
import { modelSourcesPlugin } from './model-sources';
import { type PhaseHandle, SILENT_PROGRESS } from '../progress';

/**
 * Most demos rendered in one worker. A worker's fixed cost (bundling the packages, then loading
 * them: about 2.5 s) outweighs its demos' (2 to 15 ms each), so batches are as large as memory
 * allows: a worker of 1,100 demos peaks near the 100-demo one (about 0.4 GB above its process),
 * because the packages, not the demos, take the memory.
 */
export const MAX_BATCH = 600;

/**
 * How `count` demos are split into render batches: the fewest batches of at most `max` demos,
 * rounded up to a multiple of `workers` so the workers finish together; sizes differ by one at most.
 * @returns the batch sizes, summing to `count` (none for 0).
 */
export function batchSizes(count: number, workers: number, max = MAX_BATCH): number[] {
  if (count === 0) return [];
  const parallel = Math.max(1, Math.min(workers, count));
  const batches = Math.ceil(Math.ceil(count / max) / parallel) * parallel;
  return Array.from({ length: batches }, (_, index) => Math.floor(count / batches) + (index < count % batches ? 1 : 0));
}

/** The modules that decide how a demo renders on the server, besides the demo and its host. */
const RENDER_MODULES = ['runtime/demos/server.build.tsx', 'runtime/demos/grid-preview.build.tsx', 'runtime/demos/date-formats.build.ts'];

/**
 * The first lines of every server bundle's entry: the renderer's `renderDemo` export, and date
 * formatters reused for the bundle's life (`date-formats.build.ts`), set up before any render.
 */
export function rendererEntry(root: string): string[] {
  return [
    `export { renderDemo } from ${JSON.stringify(path.join(root, 'runtime/demos/server.build.tsx'))};`,
    `import { reuseDateFormats } from ${JSON.stringify(path.join(root, 'runtime/demos/date-formats.build.ts'))};`,
    'reuseDateFormats();',
  ];
}

/**
 * The cache key of a demo's server render: its files' hash, the code that renders it (the
 * renderer, its host module and this module's grid preview plugin, through their imports) and,
 * for a licensed demo, the licence key (without one it renders the packages' watermark).
 */
async function renderKey(root: string, demo: DemoEntry, licenseKey: string): Promise<string> {
  const host = demoHostFor(demo);
  const code = await codeKey(root, [...RENDER_MODULES, host, fileURLToPath(import.meta.url)]);
  return hashKey([code, demo.sources.hash, host, host === LICENSED_HOST ? licenseKey : '']);
}

let generation = 0;

async function writeSsrBundle(root: string, outfile: string, demos: readonly DemoEntry[], licenseKey: string): Promise<void> {
  const hosts = [...new Set(demos.map((demo) => demoHostFor(demo)))];
  const contents = [
    ...rendererEntry(root),
    ...hosts.map((host, index) => `import { Provider as H${index} } from ${JSON.stringify(path.join(root, host))};`),
    ...demos.map((demo, index) => `import D${index} from ${JSON.stringify(demo.file)};`),
    `export const demos = [${demos.map((demo, index) => `{ id: ${JSON.stringify(demo.id)}, Demo: D${index}, Provider: H${hosts.indexOf(demoHostFor(demo))} }`).join(',\n')}];`,
  ].join('\n');
  await mkdir(path.dirname(outfile), { recursive: true });
  await build({
    ...serverBundleOptions(root, licenseKey),
    stdin: { contents, resolveDir: root, loader: 'tsx', sourcefile: 'ssr-entry.tsx' },
    outfile,
    // The grid preview first: it replaces a demo's grid package before the package is resolved.
    plugins: [gridPreviewPlugin(root), modelSourcesPlugin(() => demos), projectPackagesPlugin(root)],
  });
}

/**
 * esbuild options of every server-render bundle (a build's batches and watch mode's session),
 * so that both render the same modules; the caller adds the entry, the output and the plugins.
 */
export function serverBundleOptions(root: string, licenseKey: string): BuildOptions {
  return {
    ...ESBUILD_COMMON,
    define: demoDefines(licenseKey),
    absWorkingDir: root,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Prefer packages' ESM builds, as the client bundle does, so both render the same modules.
    mainFields: ['module', 'main'],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  };
}

/** The Data Grid packages and the component each exports. */
const GRID_PACKAGES: Record<string, string> = {
  '@mui/x-data-grid': 'DataGrid',
  '@mui/x-data-grid-pro': 'DataGridPro',
  '@mui/x-data-grid-premium': 'DataGridPremium',
};

/**
 * esbuild plugin of the SSR bundle: a demo's import of a Data Grid package gets the package with
 * its grid component replaced by `DataGridPreview` (a table of the demo's columns and first
 * rows; the grid itself renders nothing on the server). Imports inside the packages are left alone.
 */
export function gridPreviewPlugin(root: string): Plugin {
  const preview = JSON.stringify(path.join(root, 'runtime/demos/grid-preview.build.tsx'));
  return {
    name: 'docs-grid-preview',
    setup(build) {
      build.onResolve({ filter: /^@mui\/x-data-grid(-pro|-premium)?$/ }, (args) => {
        if (args.namespace === 'grid-preview' || args.importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        return { path: args.path, namespace: 'grid-preview' };
      });
      build.onLoad({ filter: /.*/, namespace: 'grid-preview' }, (args) => ({
        resolveDir: root,
        loader: 'js',
        contents: `export * from ${JSON.stringify(args.path)};\nexport { DataGridPreview as ${GRID_PACKAGES[args.path]} } from ${preview};\n`,
      }));
    },
  };
}

/**
 * Worker-thread source that silences MUI X's licence banner: its Pro and Premium packages print
 * several lines when they render without a licence key, and the build says so once, in one line,
 * instead (see the build's notices).
 */
export const QUIET_LICENCE_BANNERS = `
for (const level of ['error', 'warn', 'log']) {
  const print = console[level].bind(console);
  console[level] = (...args) => {
    if (!args.some((arg) => typeof arg === 'string' && /MUI X: (Missing|Invalid|Expired)|^\\*+$/m.test(arg))) print(...args);
  };
}
`;

const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
${QUIET_LICENCE_BANNERS}
import(workerData.url).then((bundle) => {
  try {
    parentPort.postMessage({ renders: bundle.demos.map((demo) => [demo.id, bundle.renderDemo(demo)]) });
  } catch (error) {
    parentPort.postMessage({ error: error.message });
  }
});
`;

/**
 * Bundles `demos` and renders them in a worker thread that ends afterwards.
 * @throws the esbuild error naming the demo file and line, or the render error naming the demo.
 */
export async function renderBatch(root: string, demos: readonly DemoEntry[], licenseKey: string): Promise<[string, DemoRender][]> {
  generation += 1;
  const outfile = path.join(root, '.cache/ssr', `ssr-${process.pid}-${generation}.mjs`);
  await writeSsrBundle(root, outfile, demos, licenseKey);
  try {
    return await new Promise((resolve, reject) => {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { url: pathToFileURL(outfile).href } });
      worker.once('message', (message: { renders?: [string, DemoRender][]; error?: string }) => {
        void worker.terminate();
        if (message.error) reject(new Error(message.error));
        else resolve(message.renders!);
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`demo rendering stopped (exit ${code})`)));
    });
  } finally {
    await rm(outfile, { force: true });
  }
}

/** Renders a batch of demos: `[demo id, render]` for each. */
export type RenderBatch = (demos: readonly DemoEntry[]) => Promise<[string, DemoRender][]>;

/** Options of {@link renderDemoSet}. */
export interface RenderSetOptions {
  /** The MUI X licence key the licensed host applies; '' (the default) when none is configured. */
  licenseKey?: string;
  /** Counts the demos done. */
  progress?: PhaseHandle;
  /** Renders the demos the cache lacks: by default each batch in a worker of its own; watch mode passes a kept `renderSession`. */
  render?: RenderBatch;
}

/**
 * Renders every demo of `demos`, from the cache where it can (see {@link RenderSetOptions}),
 * and returns the renders by demo id.
 * @throws the esbuild error naming the demo file and line when a demo does not compile, or the
 *   render error naming the demo that threw.
 */
export async function renderDemoSet(
  root: string,
  demos: readonly DemoEntry[],
  { licenseKey = '', progress = SILENT_PROGRESS.phase(''), render = (batch) => renderBatch(root, batch, licenseKey) }: RenderSetOptions = {},
): Promise<Map<string, DemoRender>> {
  const store = jsonStore<DemoRender>(root, 'demo-renders');
  const keys = await Promise.all(demos.map((demo) => renderKey(root, demo, licenseKey)));
  const renders = new Map<string, DemoRender>();
  const missing: DemoEntry[] = [];
  await mapLimit(demos, async (demo, index) => {
    const cached = await store.read(keys[index]);
    if (cached) renders.set(demo.id, cached);
    else missing.push(demo);
  });
  progress.total(demos.length);
  progress.tick(demos.length - missing.length);
  const workers = Math.max(1, availableParallelism());
  const sizes = batchSizes(missing.length, workers);
  const batches = sizes.map((size, index) => {
    const first = sizes.slice(0, index).reduce((sum, earlier) => sum + earlier, 0);
    return missing.slice(first, first + size);
  });
  const keyOf = new Map(demos.map((demo, index) => [demo.id, keys[index]]));
  await mapLimit(
    batches,
    async (batch) => {
      for (const [id, rendered] of await render(batch)) {
        renders.set(id, rendered);
        await store.write(keyOf.get(id)!, rendered);
      }
      progress.tick(batch.length);
    },
    workers,
  );
  return renders;
}
