/**
 * The SSR bundle: every demo with its product host and `renderDemos`, bundled for Node by
 * esbuild (the same transpilation as the client), so demos render at build time with the
 * real packages and can be rebuilt in watch mode without restarting the process.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { DemoModule, RenderedDemos } from '../../../runtime/demos/server';
import { ESBUILD_COMMON } from './client';
import { type DemoEntry, demoHostFor } from './entries';

/** The loaded SSR bundle. */
export interface SsrBundle {
  demos: Map<string, DemoModule>;
  renderDemos(demos: DemoModule[]): RenderedDemos;
}

let generation = 0;

/**
 * Builds and imports the SSR bundle into `<cacheDir>/ssr/`.
 * @throws the esbuild error naming the demo file and line when a demo does not compile.
 */
export async function bundleSsr(root: string, cacheDir: string, demos: DemoEntry[]): Promise<SsrBundle> {
  generation += 1;
  const outfile = path.join(cacheDir, 'ssr', `ssr-${process.pid}-${generation}.mjs`);
  await writeSsrBundle(root, outfile, demos);
  try {
    return (await import(pathToFileURL(outfile).href)) as SsrBundle;
  } finally {
    await rm(outfile, { force: true });
  }
}

async function writeSsrBundle(root: string, outfile: string, demos: DemoEntry[]): Promise<void> {
  const hosts = [...new Set(demos.map((demo) => demoHostFor(demo.productId)))];
  const contents = [
    `export { renderDemos } from ${JSON.stringify(path.join(root, 'runtime/demos/server.tsx'))};`,
    ...hosts.map((host, index) => `import { Provider as H${index} } from ${JSON.stringify(path.join(root, host))};`),
    ...demos.map((demo, index) => `import D${index} from ${JSON.stringify(demo.file)};`),
    `export const demos = new Map([${demos
      .map((demo, index) => `[${JSON.stringify(demo.id)}, { id: ${JSON.stringify(demo.id)}, Demo: D${index}, Provider: H${hosts.indexOf(demoHostFor(demo.productId))} }]`)
      .join(',\n')}]);`,
  ].join('\n');
  await mkdir(path.dirname(outfile), { recursive: true });
  await build({
    ...ESBUILD_COMMON,
    absWorkingDir: root,
    stdin: { contents, resolveDir: root, loader: 'tsx', sourcefile: 'ssr-entry.tsx' },
    outfile,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Prefer packages' ESM builds, as the client bundle does, so both render the same modules.
    mainFields: ['module', 'main'],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
}

/** Demo ids rendered together (one page's inline demos, or one iframe demo). */
export type RenderGroup = string[];

/** Rendered groups, in the order asked, as plain data that crosses a thread boundary. */
type GroupResults = { html: [string, string][]; styleTag: string }[];

const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
import(workerData.url).then((bundle) => {
  const results = workerData.groups.map((ids) => {
    const rendered = bundle.renderDemos(ids.map((id) => bundle.demos.get(id)));
    return { html: [...rendered.html], styleTag: rendered.styleTag };
  });
  parentPort.postMessage(results);
});
`;

/**
 * Server-renders `groups` of demos in a worker thread that ends afterwards, so the demo
 * modules it imported are freed (Node cannot unload a module from its own process): watch mode
 * uses this to re-render a page many times without its memory growing. Returns an
 * {@link SsrBundle} that answers for exactly those groups.
 * @throws the esbuild error naming the demo file and line when a demo does not compile, or
 *   the render error naming the demo.
 */
export async function renderIsolated(root: string, cacheDir: string, demos: DemoEntry[], groups: RenderGroup[]): Promise<SsrBundle> {
  const { Worker } = await import('node:worker_threads');
  generation += 1;
  const outfile = path.join(cacheDir, 'ssr', `ssr-${process.pid}-${generation}.mjs`);
  await writeSsrBundle(root, outfile, demos);
  try {
    const results = await new Promise<GroupResults>((resolve, reject) => {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { url: pathToFileURL(outfile).href, groups } });
      worker.once('message', (message: GroupResults) => {
        resolve(message);
        void worker.terminate();
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`demo rendering stopped (exit ${code})`)));
    });
    const byKey = new Map(groups.map((ids, index) => [ids.join('\0'), { html: new Map(results[index].html), styleTag: results[index].styleTag }]));
    return {
      demos: new Map(demos.map((demo) => [demo.id, { id: demo.id } as DemoModule])),
      renderDemos: (modules) => {
        const found = byKey.get(modules.map((module) => module.id).join('\0'));
        if (!found) throw new Error(`demos ${modules.map((module) => module.id).join(', ')} were not rendered`);
        return found;
      },
    };
  } finally {
    await rm(outfile, { force: true });
  }
}
