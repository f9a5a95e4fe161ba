/**
 * `npm run bench`: prints the build's wall time, peak memory, pages and pages per second; the
 * watch rebuild time of one edited page to a reloaded tab; the gzipped JavaScript each route
 * loads; the layout shift and bytes of each kind of ad; search; Lighthouse. Figures only: nothing here asserts on time (brief: CI never enforces wall-clock).
 */
import { spawn } from 'node:child_process';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteSize } from '../runtime/shell/pages/SizeSnapshot';
import { launchChromium } from '../test/support/chromium';
import { ROOT, serveDocs } from '../test/support/docs-server';
import { benchAds } from './ads';
import { LIGHTHOUSE_ROUTES, runLighthouse } from './lighthouse';
import { trackPeakMemory } from './process-memory';
import { searchIndexSize, searchLatency } from './search';

const WORK = path.join(ROOT, '.cache/bench');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function benchBuild(out: string) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'cli/bin.mjs'), 'build', '--out', out, '--stand-ins'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] });
  const memory = trackPeakMemory(child.pid!);
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const wallMs = performance.now() - started;
  const peak = await memory.stop();
  if (code !== 0) throw new Error(`build failed (${code})`);
  const pages = Number(/built (\d+) pages/.exec(stdout)?.[1]);
  const demos = Number(/and (\d+) demos/.exec(stdout)?.[1]);
  const extraction = /API reference: (\d+) pages, extraction (read from cache|took)/.exec(stdout);
  return { wallMs, peak, pages, demos, apiPages: Number(extraction?.[1]), apiCached: extraction?.[2] !== 'took' };
}

async function benchWatch() {
  const content = path.join(WORK, 'watch-content');
  await cp(path.join(ROOT, 'content'), content, { recursive: true });
  const server = await serveDocs(path.join(WORK, 'watch-out'), ['--watch', '--content', content]);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const file = path.join(content, 'material-ui/react-button/index.md');
    const reloads: number[] = [];
    const rebuilds: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      await page.goto(`${server.url}/material-ui/react-button/`, { waitUntil: 'load' });
      const reloaded = page.waitForEvent('load');
      const started = performance.now();
      await writeFile(file, `${await readFile(file, 'utf8')}\nEdit ${run}.\n`);
      await reloaded;
      reloads.push(performance.now() - started);
      // The server's own figure: from the change it saw to the page written.
      rebuilds.push(Number([...server.output().matchAll(/rebuilt page in (\d+) ms/g)].at(-1)?.[1]));
    }
    const median = (samples: number[]) => samples.sort((a, b) => a - b)[2];
    return { reloadMs: median(reloads), rebuildMs: median(rebuilds) };
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function main() {
  await rm(WORK, { recursive: true, force: true });
  const out = path.join(WORK, 'out');
  // Cold: an empty cache, as on a fresh clone (API extraction, demo renders and assets,
  // highlighting and compression all run); warm: the same build again, every cache filled.
  const cache = path.join(ROOT, '.cache');
  const entries = await readdir(cache).catch(() => [] as string[]);
  await Promise.all(entries.filter((name) => path.join(cache, name) !== WORK).map((name) => rm(path.join(cache, name), { recursive: true, force: true })));
  const cold = await benchBuild(out);
  const build = await benchBuild(out);
  const watch = await benchWatch();
  const sizes = JSON.parse(await readFile(path.join(out, 'size-snapshot.json'), 'utf8')) as RouteSize[];

  const row = (run: typeof build) => ({
    'wall time (s)': (run.wallMs / 1000).toFixed(2),
    'peak memory, build + children (MB)': (run.peak / 1024 / 1024).toFixed(0),
    pages: run.pages,
    'API pages': run.apiPages,
    demos: run.demos,
    'pages per second': (run.pages / (run.wallMs / 1000)).toFixed(1),
  });
  console.log('\nBuild (cold: an empty .cache, as on a fresh clone; warm: the same build again)');
  console.table({ cold: row(cold), warm: row(build) });
  console.log(`API extraction ran cold: ${!cold.apiCached}; warm read it from the cache: ${build.apiCached}`);
  console.log(`Watch, median of 5 edits of the Button page: change to page written ${watch.rebuildMs.toFixed(0)} ms; edit to reloaded tab ${watch.reloadMs.toFixed(0)} ms`);
  const isApi = (route: string) => route.includes('/api/');
  const line = (size: RouteSize) => ({ 'every demo hydrated': kb(size.jsGzipBytes), files: size.files, 'after interaction': kb(size.allJsGzipBytes) });
  console.log('\nJavaScript per route (KB gzipped; an upper bound of a first view, which bench:first-view measures)');
  console.table(Object.fromEntries(sizes.filter((size) => !isApi(size.route)).map((size) => [size.route, line(size)])));
  const api = sizes.filter((size) => isApi(size.route)).map((size) => size.jsGzipBytes);
  console.log(`API pages (${api.length}): ${kb(Math.min(...api))}–${kb(Math.max(...api))} KB gzipped each, all of it on first view (they have no demos)`);

  // With the fake ad network, so pages are measured with their ads.
  const server = await serveDocs(out, ['--stand-ins']);
  try {
    console.log('\nAds on a guide page (412 × 823 phone viewport): layout shift and JavaScript');
    console.table(await benchAds(server.url));
    const index = await searchIndexSize(out);
    console.log(`\nSearch: ${index.files} index files, ${kb(index.raw)} KB raw, ${kb(index.gzip)} KB gzipped in all; a first query loads ${kb(index.firstQueryGzip)} KB gzipped; median query latency in the browser ${(await searchLatency(server.url)).toFixed(1)} ms`);
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
    console.log(`\nLighthouse (median of ${runs} runs)`);
    // Beside the fixed pages, the heaviest page of each demo-rich product: the one that loads the
    // most JavaScript once the reader has used every demo (the build's size snapshot).
    const heaviest = (prefix: string) => sizes.filter((size) => size.route.startsWith(prefix)).sort((a, b) => b.allJsGzipBytes - a.allJsGzipBytes)[0]?.route;
    const extra = Object.fromEntries(
      Object.entries({ 'heaviest Material UI component page': '/material-ui/react-', 'heaviest Data Grid page': '/x/react-data-grid/', 'heaviest pickers page': '/x/react-date-pickers/' })
        .map(([name, prefix]) => [`${name} (${heaviest(prefix)})`, heaviest(prefix)])
        .filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    console.table(await runLighthouse(server.url, runs, { ...LIGHTHOUSE_ROUTES, ...extra }));
  } finally {
    await server.stop();
  }
  await rm(WORK, { recursive: true, force: true });
}

await main();
