/**
 * `npm run bench:scale`: the generator at twice mui.com's size. Generates a synthetic content
 * folder (`.cache/scale/content`, outside `content/`): the real content plus renamed copies of
 * its Material UI pages and demos until it holds about 3,800 demos (`SCALE_DEMOS`), then prints:
 * a cold build of today's content and of the synthetic one (each with an empty cache folder)
 * and the ratio of the two, a warm build with one page changed, pages and demos per second,
 * peak memory of the build and its children,
 * the watch rebuild of one edited demo and one edited page, the builder's memory after 1 and
 * after 50 rebuilds, and the search bytes a first query loads. Figures only, no assertions.
 * `SCALE_WATCH_ONLY=1` measures watch mode again on the last run's content.
 */
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT, serveDocs } from '../test/support';
import { children, treeRss } from './process-memory';
import { emptyCache, type TimedBuild, timedBuild } from './timed-build';
import { searchIndexSize } from './search';

const WORK = path.join(ROOT, '.cache/scale');
/** Content to copy from (default `content/`). */
const SOURCE = path.resolve(process.env.SCALE_SOURCE ?? path.join(ROOT, 'content'));
const CONTENT = path.join(WORK, 'content');
const OUT = path.join(WORK, 'out');
/** Demos to reach in all, the real content's included: twice mui.com's 1,900. */
const TARGET_DEMOS = Number(process.env.SCALE_DEMOS ?? 3800);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** Page folders of the real content that hold demos, relative to `content/`, with their demo count. */
async function demoPages(): Promise<{ dir: string; demos: number }[]> {
  const found: { dir: string; demos: number }[] = [];
  const walk = async (dir: string) => {
    const entries = await readdir(path.join(SOURCE, dir), { withFileTypes: true });
    const demos = (await readFile(path.join(SOURCE, dir, 'index.md'), 'utf8').catch(() => '')).match(/^::demo\{/gm)?.length ?? 0;
    if (demos && dir.startsWith('material-ui/')) found.push({ dir, demos });
    await Promise.all(entries.filter((entry) => entry.isDirectory()).map((entry) => walk(path.join(dir, entry.name))));
  };
  await walk('material-ui');
  return found.sort((a, b) => a.dir.localeCompare(b.dir));
}

/** Writes the synthetic content: the real content plus `copies` renamed copies of each demo page in a Scale section. */
async function generate(): Promise<{ pages: number; demos: number }> {
  await rm(WORK, { recursive: true, force: true });
  await cp(SOURCE, CONTENT, { recursive: true });
  const sources = await demoPages();
  const perCopy = sources.reduce((sum, page) => sum + page.demos, 0);
  const real = (await readdir(SOURCE, { recursive: true })).filter((file) => String(file).endsWith('index.md')).length;
  const realDemos = (
    await Promise.all(
      (
        await readdir(SOURCE, { recursive: true })
      )
        .filter((file) => String(file).endsWith('index.md'))
        .map(async (file) => (await readFile(path.join(SOURCE, String(file)), 'utf8')).match(/^::demo\{/gm)?.length ?? 0),
    )
  ).reduce((sum, count) => sum + count, 0);
  const copies = Math.max(1, Math.ceil((TARGET_DEMOS - realDemos) / perCopy));
  console.log(`Real content: ${real} pages with ${realDemos} demo directives; adding ${copies} copies of ${sources.length} pages with ${perCopy} demos`);
  const pathnames: string[] = [];
  for (let copy = 1; copy <= copies; copy += 1) {
    for (const { dir } of sources) {
      // Named by the page's whole path: pages in different sections share folder names (`usage`).
      const slug = `scale-${copy}-${path.relative('material-ui', dir).split(path.sep).join('-')}`;
      const target = path.join(CONTENT, 'material-ui', slug);
      await cp(path.join(SOURCE, dir), target, { recursive: true });
      const index = path.join(target, 'index.md');
      // A copy keeps no alias: each old URL leads to one page, the original's.
      const text = (await readFile(index, 'utf8')).replace(/^aliases:\n(?:[ \t]+- .*\n)*/m, '');
      await writeFile(index, text.replace(/^title: (.*)$/m, `title: $1 (copy ${copy})`));
      pathnames.push(`/material-ui/${slug}`);
    }
  }
  const tree = path.join(CONTENT, 'nav/material-ui.ts');
  const source = await readFile(tree, 'utf8');
  const section = `  {\n    pathname: '/material-ui/scale',\n    title: 'Scale',\n    children: [\n${pathnames.map((pathname) => `      { pathname: '${pathname}' },`).join('\n')}\n    ],\n  },\n] satisfies PageTree;`;
  await writeFile(tree, source.replace(/\] satisfies PageTree;\s*$/, `${section}\n`));
  return { pages: pathnames.length, demos: copies * perCopy };
}

/** Time from writing `file` to the watcher's "rebuilt" line for it, ms. */
async function timedEdit(server: Awaited<ReturnType<typeof serveDocs>>, file: string, edit: (text: string) => string): Promise<number> {
  const before = (server.output().match(/rebuilt/g) ?? []).length;
  const started = performance.now();
  await writeFile(file, edit(await readFile(file, 'utf8')));
  while ((server.output().match(/rebuilt/g) ?? []).length === before) {
    if (performance.now() - started > 60_000) throw new Error(`no rebuild:\n${server.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - started;
}

async function builderRss(serverPid: number): Promise<number> {
  const [builder] = await children(serverPid);
  return builder ? treeRss(builder) : 0;
}

async function benchBuilds(page: string) {
  const generated = await generate();
  console.log(`Synthetic content: ${generated.pages} generated pages with ${generated.demos} demos, plus the real content`);
  const today = await timedBuild(['--out', path.join(WORK, 'out-today')], await emptyCache(WORK));
  const cache = await emptyCache(WORK);
  const cold = await timedBuild(['--out', OUT, '--content', CONTENT], cache);
  await writeFile(page, `${await readFile(page, 'utf8')}\nOne changed sentence.\n`);
  const warm = await timedBuild(['--out', OUT, '--content', CONTENT], cache);
  process.env.DOCS_CACHE_DIR = cache;
  const row = (run: TimedBuild) => ({
    'wall time (s)': (run.wallMs / 1000).toFixed(1),
    'CPU ÷ wall': (run.cpuMs / run.wallMs).toFixed(2),
    'peak memory, build + children (MB)': mb(run.peak),
    pages: run.pages,
    demos: run.demos,
    'pages per second': (run.pages / (run.wallMs / 1000)).toFixed(1),
    'demos per second': (run.demos / (run.wallMs / 1000)).toFixed(1),
  });
  console.log("\nBuild at scale (cold: an empty cache folder; warm: its cache, one page changed), beside a cold build of today's content");
  console.table({ 'today, cold': row(today), 'scaled, cold': row(cold), 'scaled, warm': row(warm) });
  console.log(`Cold at scale ÷ cold today: ${(cold.wallMs / today.wallMs).toFixed(2)} for ${(cold.demos / today.demos).toFixed(2)} × the demos`);
}

async function main() {
  const page = path.join(CONTENT, 'material-ui/scale-1-react-button/index.md');
  // SCALE_WATCH_ONLY=1 reuses the generated content and output of the last run.
  if (!process.env.SCALE_WATCH_ONLY) await benchBuilds(page);

  const server = await serveDocs(OUT, ['--watch', '--content', CONTENT], 600_000);
  try {
    const demo = path.join(CONTENT, 'material-ui/scale-1-react-button/BasicButtons.tsx');
    const samples: number[] = [];
    let rssAfterOne = 0;
    for (let run = 1; run <= 50; run += 1) {
      samples.push(await timedEdit(server, demo, (text) => `${text.replace(/\n\/\/ edit \d+\n$/, '\n')}\n// edit ${run}\n`));
      if (run === 1) rssAfterOne = await builderRss(server.process.pid!);
    }
    const rssAfterFifty = await builderRss(server.process.pid!);
    const pageSamples: number[] = [];
    for (let run = 1; run <= 5; run += 1) pageSamples.push(await timedEdit(server, page, (text) => `${text}\nEdit ${run}.\n`));
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log(
      `\nWatch: one edited demo to written page, median of 50: ${median(samples.slice(1)).toFixed(0)} ms (first edit ${samples[0].toFixed(0)} ms); one edited page, median of 5: ${median(pageSamples).toFixed(0)} ms`,
    );
    console.log(`Watch: builder memory after 1 rebuild ${mb(rssAfterOne)} MB, after 50 rebuilds ${mb(rssAfterFifty)} MB`);
  } finally {
    await server.stop();
  }
  const search = await searchIndexSize(OUT);
  console.log(
    `\nSearch: a first query loads ${(search.firstQueryGzip / 1024).toFixed(1)} KB gzipped; all ${search.files} index files ${(search.gzip / 1024).toFixed(1)} KB gzipped`,
  );
  await mkdir(WORK, { recursive: true });
}

await main();
