/**
 * `npm run bench`: prints the build's wall time, peak memory, pages and pages per second; the
 * watch rebuild time of one edited page to a reloaded tab; and the gzipped JavaScript each
 * route loads. Figures only: nothing here asserts on time (brief: CI never enforces wall-clock).
 */
import { spawn } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteSize } from '../runtime/shell/pages/SizeSnapshot';
import { launchChromium } from '../test/support/chromium';
import { ROOT, serveDocs } from '../test/support/docs-server';
import { trackPeakMemory } from './process-memory';

const WORK = path.join(ROOT, '.cache/bench');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function benchBuild(out: string) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'cli/bin.mjs'), 'build', '--out', out], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const memory = trackPeakMemory(child.pid!);
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const wallMs = performance.now() - started;
  const peak = await memory.stop();
  if (code !== 0) throw new Error(`build failed (${code})`);
  const pages = Number(/built (\d+) pages/.exec(stdout)?.[1]);
  const demos = Number(/and (\d+) demos/.exec(stdout)?.[1]);
  return { wallMs, peak, pages, demos };
}

async function benchWatch() {
  const content = path.join(WORK, 'watch-content');
  await cp(path.join(ROOT, 'content'), content, { recursive: true });
  const server = await serveDocs(path.join(WORK, 'watch-out'), ['--watch', '--content', content]);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const file = path.join(content, 'material-ui/react-button/index.md');
    const samples: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      await page.goto(`${server.url}/material-ui/react-button/`, { waitUntil: 'load' });
      const reloaded = page.waitForEvent('load');
      const started = performance.now();
      await writeFile(file, `${await readFile(file, 'utf8')}\nEdit ${run}.\n`);
      await reloaded;
      samples.push(performance.now() - started);
    }
    return samples.sort((a, b) => a - b)[2];
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function main() {
  await rm(WORK, { recursive: true, force: true });
  const out = path.join(WORK, 'out');
  const build = await benchBuild(out);
  const watchMs = await benchWatch();
  const sizes = JSON.parse(await readFile(path.join(out, 'size-snapshot.json'), 'utf8')) as RouteSize[];

  console.log('\nBuild');
  console.table({
    'wall time (s)': (build.wallMs / 1000).toFixed(2),
    'peak memory, build + esbuild (MB)': (build.peak / 1024 / 1024).toFixed(0),
    pages: build.pages,
    demos: build.demos,
    'pages per second': (build.pages / (build.wallMs / 1000)).toFixed(1),
    'watch: edited page to reloaded tab, median of 5 (ms)': watchMs.toFixed(0),
  });
  console.log('\nJavaScript per route (KB gzipped)');
  console.table(
    Object.fromEntries(sizes.map((size) => [size.route, { 'first view': kb(size.jsGzipBytes), files: size.files, 'after interaction': kb(size.allJsGzipBytes) }])),
  );
  await rm(WORK, { recursive: true, force: true });
}

await main();
