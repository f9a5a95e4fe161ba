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
  const hosts = [...new Set(demos.map((demo) => demoHostFor(demo.productId)))];
  const contents = [
    `export { renderDemos } from ${JSON.stringify(path.join(root, 'runtime/demos/server.tsx'))};`,
    ...hosts.map((host, index) => `import { Provider as H${index} } from ${JSON.stringify(path.join(root, host))};`),
    ...demos.map((demo, index) => `import D${index} from ${JSON.stringify(demo.file)};`),
    `export const demos = new Map([${demos
      .map((demo, index) => `[${JSON.stringify(demo.id)}, { id: ${JSON.stringify(demo.id)}, Demo: D${index}, Provider: H${hosts.indexOf(demoHostFor(demo.productId))} }]`)
      .join(',\n')}]);`,
  ].join('\n');
  const outDir = path.join(cacheDir, 'ssr');
  await mkdir(outDir, { recursive: true });
  generation += 1;
  const outfile = path.join(outDir, `ssr-${process.pid}-${generation}.mjs`);
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
  try {
    return (await import(pathToFileURL(outfile).href)) as SsrBundle;
  } finally {
    await rm(outfile, { force: true });
  }
}
