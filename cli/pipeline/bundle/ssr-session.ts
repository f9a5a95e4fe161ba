/**
 * Server renders kept warm between edits, for watch mode. A full build renders demos in
 * batches, each a bundle of its demos and every package they import, loaded in a worker thread
 * that ends afterwards (see `ssr.ts`): about half a second of bundling and loading for even one
 * demo. A session instead keeps one worker alive. It holds the packages once, as a vendor bundle
 * (the renderer, the demo hosts and every package module the demos rendered so far import, each
 * registered under its import path), and each call bundles only the demos themselves, their
 * package imports bound to the vendor's modules: an edited demo costs its own compile and render.
 * Both paths bundle the same modules with the same esbuild settings (`serverBundleOptions`), so their renders are equal
 * (a unit test compares them). The vendor bundle, and with it the worker, is rebuilt only when a
 * demo imports a package module the vendor lacks.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Plugin } from 'esbuild';
import { build } from './esbuild-service';
import type { DemoRender } from '../../../runtime/demos/server.build';
import { demoHostFor } from '../../../runtime/islands/registry';
import type { DemoEntry } from './entries';
import { modelSourcesPlugin } from './model-sources';
import { gridPreviewPlugin, QUIET_LICENCE_BANNERS, rendererEntry, serverBundleOptions } from './ssr';

/** Global under which the vendor bundle registers its package modules, by import path. */
const REGISTRY = '__docsSsrModules';

/** A worker that keeps its vendor bundle between calls. */
export interface RenderSession {
  /**
   * Renders `demos` (their files as the model holds them).
   * @returns `[demo id, render]` in the order of `demos`.
   * @throws the esbuild error naming the demo file and line, or the render error naming the demo.
   */
  render(demos: readonly DemoEntry[]): Promise<[string, DemoRender][]>;
  /** Ends the worker and removes the session's bundles. */
  close(): Promise<void>;
  /** How many vendor bundles the session has built: one per new set of package paths, not one per call. */
  readonly vendorBuilds: number;
}

/**
 * esbuild plugin of the demo bundles: a package import of a demo file (a bare path, from outside
 * `node_modules`) becomes a module that re-exports, under the same names, the vendor's module of
 * that path, whose export names `exportsOf` gives (`undefined` while the vendor lacks the path).
 * Every such path is recorded in `seen`, and those the vendor lacks in `missing`.
 */
function vendorModulesPlugin(exportsOf: (specifier: string) => readonly string[] | undefined, seen: Set<string>, missing: Set<string>): Plugin {
  return {
    name: 'docs-vendor-modules',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.namespace === 'vendor' || args.importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        seen.add(args.path);
        return { path: args.path, namespace: 'vendor' };
      });
      build.onLoad({ filter: /.*/, namespace: 'vendor' }, (args) => {
        const names = exportsOf(args.path);
        // A placeholder esbuild accepts any import from; the bundle is made again once the vendor has the path.
        if (!names) {
          missing.add(args.path);
          return { loader: 'js', contents: 'module.exports = {};' };
        }
        const named = names.filter((name) => name !== 'default');
        return {
          loader: 'js',
          contents: [
            `const m = globalThis[${JSON.stringify(REGISTRY)}][${JSON.stringify(args.path)}];`,
            'export default m.default;',
            named.length ? `export const { ${named.join(', ')} } = m;` : '',
          ].join('\n'),
        };
      });
    },
  };
}

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
${QUIET_LICENCE_BANNERS}
let vendor;
parentPort.on('message', async ({ vendorUrl, demosUrl }) => {
  try {
    if (vendorUrl) {
      vendor = await import(vendorUrl);
      const registry = globalThis[${JSON.stringify(REGISTRY)}];
      parentPort.postMessage({ exports: Object.entries(registry).map(([specifier, module]) => [specifier, Object.keys(module)]) });
      return;
    }
    const { demos } = await import(demosUrl);
    const renders = demos.map((demo) => [demo.id, vendor.renderDemo({ id: demo.id, Demo: demo.Demo, Provider: vendor.hosts[demo.host] })]);
    parentPort.postMessage({ renders });
  } catch (error) {
    parentPort.postMessage({ error: error.message });
  }
});
`;

/**
 * Starts a render session for the project at `root`; `licenseKey` is the MUI X licence key the
 * licensed host applies ('' when none is configured). Its bundles go to `.cache/ssr`.
 */
export function renderSession(root: string, licenseKey = ''): RenderSession {
  const dir = path.join(root, '.cache/ssr', `session-${process.pid}`);
  /** Export names of each package module the vendor bundle holds, by import path. */
  const vendorExports = new Map<string, readonly string[]>();
  /** The demo hosts (see `demoHostFor`) the vendor bundle holds. */
  let vendorHosts: readonly string[] = [];
  let worker: Worker | undefined;
  let vendorFile = '';
  let generation = 0;
  let vendorBuilds = 0;

  function ask<T>(message: { vendorUrl?: string; demosUrl?: string }): Promise<T> {
    const current = worker!;
    return new Promise((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`demo rendering stopped (exit ${code})`));
      current.once('exit', onExit);
      current.once('message', (reply: T & { error?: string }) => {
        current.off('exit', onExit);
        if (reply.error) reject(new Error(reply.error));
        else resolve(reply);
      });
      current.postMessage(message);
    });
  }

  /** Builds a vendor bundle of `paths` and `hosts` and loads it in a new worker, which reports each module's export names. */
  async function buildVendor(paths: readonly string[], hosts: readonly string[]): Promise<void> {
    generation += 1;
    const outfile = path.join(dir, `vendor-${generation}.mjs`);
    const sorted = [...paths].sort();
    const contents = [
      ...rendererEntry(root),
      ...hosts.map((host, index) => `import { Provider as H${index} } from ${JSON.stringify(path.join(root, host))};`),
      `export const hosts = { ${hosts.map((host, index) => `${JSON.stringify(host)}: H${index}`).join(', ')} };`,
      ...sorted.map((specifier, index) => `import * as M${index} from ${JSON.stringify(specifier)};`),
      `globalThis[${JSON.stringify(REGISTRY)}] = { ${sorted.map((specifier, index) => `${JSON.stringify(specifier)}: M${index}`).join(', ')} };`,
    ].join('\n');
    await build({
      ...serverBundleOptions(root, licenseKey),
      stdin: { contents, resolveDir: root, loader: 'tsx', sourcefile: 'ssr-vendor.tsx' },
      outfile,
      // Only the vendor entry (inside the project) imports packages here: no project-packages plugin.
      plugins: [gridPreviewPlugin(root)],
    });
    await worker?.terminate();
    if (vendorFile) await rm(vendorFile, { force: true });
    vendorFile = outfile;
    const started = new Worker(WORKER_SOURCE, { eval: true });
    worker = started;
    // A worker that stops (a demo that ends the process, memory) is replaced on the next call.
    started.once('exit', () => {
      if (worker !== started) return;
      worker = undefined;
      vendorExports.clear();
      vendorHosts = [];
    });
    const { exports } = await ask<{ exports: [string, string[]][] }>({ vendorUrl: pathToFileURL(outfile).href });
    vendorExports.clear();
    for (const [specifier, names] of exports) vendorExports.set(specifier, names);
    vendorHosts = hosts;
    vendorBuilds += 1;
  }

  /** Bundles `demos` into `outfile`; returns the package paths they import that the vendor lacks (then the bundle is unusable). */
  async function bundleDemos(demos: readonly DemoEntry[], outfile: string): Promise<{ seen: Set<string>; missing: Set<string> }> {
    const seen = new Set<string>();
    const missing = new Set<string>();
    const contents = [
      ...demos.map((demo, index) => `import D${index} from ${JSON.stringify(demo.file)};`),
      `export const demos = [${demos.map((demo, index) => `{ id: ${JSON.stringify(demo.id)}, Demo: D${index}, host: ${JSON.stringify(demoHostFor(demo))} }`).join(',\n')}];`,
    ].join('\n');
    await build({
      ...serverBundleOptions(root, licenseKey),
      stdin: { contents, resolveDir: root, loader: 'tsx', sourcefile: 'ssr-demos.tsx' },
      outfile,
      plugins: [vendorModulesPlugin((specifier) => vendorExports.get(specifier), seen, missing), modelSourcesPlugin(() => demos)],
    });
    return { seen, missing };
  }

  let queue: Promise<unknown> = mkdir(dir, { recursive: true });
  return {
    render(demos) {
      const rendered = queue.then(async () => {
        generation += 1;
        const outfile = path.join(dir, `demos-${generation}.mjs`);
        try {
          const { seen, missing } = await bundleDemos(demos, outfile);
          const hosts = new Set(demos.map((demo) => demoHostFor(demo)));
          if (!worker || missing.size || [...hosts].some((host) => !vendorHosts.includes(host))) {
            await buildVendor([...new Set([...vendorExports.keys(), ...seen])], [...new Set([...vendorHosts, ...hosts])]);
            if (missing.size) await bundleDemos(demos, outfile);
          }
          const { renders } = await ask<{ renders: [string, DemoRender][] }>({ demosUrl: pathToFileURL(outfile).href });
          return renders;
        } finally {
          await rm(outfile, { force: true });
        }
      });
      queue = rendered.catch(() => undefined);
      return rendered;
    },
    get vendorBuilds() {
      return vendorBuilds;
    },
    async close() {
      await queue;
      await worker?.terminate();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
