/**
 * `npm run bench`: prints the cold and warm build (median of 3: wall time, CPU ÷ wall, peak
 * memory of the build and its children); the watch rebuild of one edited page and one edited
 * demo, to the page written and to the reloaded tab; the gzipped JavaScript each route
 * loads; the layout shift and bytes of each kind of ad; search; Lighthouse. Figures only: nothing here asserts on time (brief: CI never enforces wall-clock).
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteSize } from '../templates/shell/pages/SizeSnapshot';
import { launchChromium, ROOT, serveDocs } from '../test/support';
import { benchAds } from './ads';
import { LIGHTHOUSE_ROUTES, runLighthouse } from './lighthouse';
import { emptyCache, median, type TimedBuild, timedBuild } from './timed-build';
import { searchIndexSize, searchLatency } from './search';

const WORK = path.join(ROOT, '.cache/bench');
/** Runs of each build figure (`BENCH_RUNS`, default 3); the median is shown with every run. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Median times of `runs` edits of `file` under watch mode: the server's change-to-written time, and the edit to the reloaded tab. */
async function benchEdits(server: Awaited<ReturnType<typeof serveDocs>>, page: import('playwright-core').Page, file: string, kind: 'page' | 'demo', runs = 5) {
  const reloads: number[] = [];
  const rebuilds: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto(`${server.url}/material-ui/react-button/`, { waitUntil: 'load' });
    const reloaded = page.waitForEvent('load');
    const started = performance.now();
    const text = await readFile(file, 'utf8');
    await writeFile(file, kind === 'page' ? `${text}\nEdit ${run}.\n` : `${text.replace(/\n\/\/ edit \d+\n$/, '\n')}\n// edit ${run}\n`);
    await reloaded;
    reloads.push(performance.now() - started);
    rebuilds.push(Number([...server.output().matchAll(new RegExp(`rebuilt ${kind} in (\\d+) ms`, 'g'))].at(-1)?.[1]));
  }
  return { reloadMs: median(reloads), rebuildMs: median(rebuilds) };
}

async function benchWatch() {
  const content = path.join(WORK, 'watch-content');
  await cp(path.join(ROOT, 'content'), content, { recursive: true });
  const server = await serveDocs(path.join(WORK, 'watch-out'), ['--watch', '--content', content]);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const dir = path.join(content, 'material-ui/react-button');
    return {
      page: await benchEdits(server, page, path.join(dir, 'index.md'), 'page'),
      demo: await benchEdits(server, page, path.join(dir, 'BasicButtons.tsx'), 'demo'),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function main() {
  await rm(WORK, { recursive: true, force: true });
  await mkdir(WORK, { recursive: true });
  const out = path.join(WORK, 'out');
  const args = ['--out', out, '--stand-ins'];
  // Cold: each run with an empty cache folder of its own, as on a fresh clone (API extraction,
  // icon catalogue, demo renders and assets, highlighting and compression all run); warm: the
  // same build again on the last cold run's cache, nothing changed.
  const cold: TimedBuild[] = [];
  let cache = '';
  for (let run = 0; run < RUNS; run += 1) {
    cache = await emptyCache(WORK);
    cold.push(await timedBuild(args, cache));
  }
  const warm: TimedBuild[] = [];
  for (let run = 0; run < RUNS; run += 1) warm.push(await timedBuild(args, cache));
  // The watch builder reads the warm cache too.
  process.env.DOCS_CACHE_DIR = cache;
  const watch = await benchWatch();
  const sizes = JSON.parse(await readFile(path.join(out, 'size-snapshot.json'), 'utf8')) as RouteSize[];

  const seconds = (runs: TimedBuild[], pick: (run: TimedBuild) => number) =>
    `${(median(runs.map(pick)) / 1000).toFixed(1)} (${runs.map((run) => (pick(run) / 1000).toFixed(1)).join(', ')})`;
  const row = (runs: TimedBuild[]) => ({
    'wall time, s: median (runs)': seconds(runs, (run) => run.wallMs),
    'CPU ÷ wall': median(runs.map((run) => run.cpuMs / run.wallMs)).toFixed(2),
    'peak memory, build + children (MB)': (median(runs.map((run) => run.peak)) / 1024 / 1024).toFixed(0),
    pages: runs[0].pages,
    demos: runs[0].demos,
  });
  console.log(`\nBuild, median of ${RUNS} (cold: an empty cache folder each run, as on a fresh clone; warm: the same build again)`);
  console.table({ cold: row(cold), warm: row(warm) });
  console.log(
    `Watch, median of 5 edits on the Button page: page edited, change to page written ${watch.page.rebuildMs.toFixed(0)} ms, to reloaded tab ${watch.page.reloadMs.toFixed(0)} ms; demo edited, change to page written ${watch.demo.rebuildMs.toFixed(0)} ms, to reloaded tab ${watch.demo.reloadMs.toFixed(0)} ms`,
  );
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
    console.log(
      `\nSearch: ${index.files} index files, ${kb(index.raw)} KB raw, ${kb(index.gzip)} KB gzipped in all; a first query loads ${kb(index.firstQueryGzip)} KB gzipped; median query latency in the browser ${(await searchLatency(server.url)).toFixed(1)} ms`,
    );
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
    console.log(`\nLighthouse (median of ${runs} runs)`);
    // Beside the fixed pages, the heaviest page of each demo-rich product: the one that loads the
    // most JavaScript once the reader has used every demo (the build's size snapshot).
    const heaviest = (prefix: string) => sizes.filter((size) => size.route.startsWith(prefix)).sort((a, b) => b.allJsGzipBytes - a.allJsGzipBytes)[0]?.route;
    const extra = Object.fromEntries(
      Object.entries({
        'heaviest Material UI component page': '/material-ui/react-',
        'heaviest Data Grid page': '/x/react-data-grid/',
        'heaviest pickers page': '/x/react-date-pickers/',
      })
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
