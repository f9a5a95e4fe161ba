/**
 * `npm run bench:serve [-- <out dir>]`: `docs serve` against a reference static server on the
 * same built output in the same run: requests per second, p50 and p99 latency (ms) for a page,
 * a hashed asset and the search index (each fetched with `Accept-Encoding: br, gzip`, so both
 * send the build's precompressed copy), and for a small file while other clients fetch the
 * search index, and the 404 page for a missing path. Load from autocannon (10 connections, 5 s
 * per round, `BENCH_SERVE_ROUNDS` rounds per row, the median shown; `BENCH_SERVE_ROWS=404,page`
 * runs only the rows whose names contain one of those words). The reference is Debian's nginx
 * with `brotli_static`/`gzip_static`, one worker process and the same response headers as ours
 * (the output's `_headers` rules and cache policy; ours is one Node process);
 * without nginx the bench stops naming the packages to install. A third column is the floor of
 * any Node server: bare `node:http` sending ours's recorded answers from memory. Figures only:
 * nothing asserts on time.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cacheControl } from '../cli/serve/server';
import { headersFor } from '../cli/serve/headers-file';
import { readHeaderRules } from '../cli/serve/output-scan';
import { ROOT, serveDocs } from '../test/support';
import { freePort } from '../scripts/free-port';

const NGINX = '/usr/sbin/nginx';
const CONNECTIONS = 10;
const DURATION_S = 5;
/** Unmeasured load before each measured row, s: both servers meet the row warm (Node's JIT, nginx's open-file state). */
const WARM_UP_S = 2;
/**
 * Measured rounds of each row (`BENCH_SERVE_ROUNDS`, default 3). One 5 s round of a row swings
 * by a tenth or more between runs on a two-core machine, so the table shows the round whose
 * ours÷nginx ratio is the median, and every round's ratio beside it.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_SERVE_ROUNDS ?? 3));
const HEADERS = { 'accept-encoding': 'br, gzip' };

/**
 * The core each server runs on and the core of the load generator (this process, where
 * autocannon runs). On a two-core machine a server and its client that share both cores swap
 * places under the scheduler, and one round of a row swung by a fifth or more; pinned, a row
 * measures the server on one core against a client with a core of its own, for all three
 * servers alike. Left unpinned (and said so) on one core or without util-linux's `taskset`.
 */
const SERVER_CORE = 0;
const CLIENT_CORE = 1;
const TASKSET = '/usr/bin/taskset';
const PINNED = os.availableParallelism() >= 2 && existsSync(TASKSET);

/** Pins every thread of process `pid` to `core` (threads it starts later inherit it); nothing when unpinned. */
function pin(pid: number | undefined, core: number): void {
  if (!PINNED || pid === undefined) return;
  const result = spawnSync(TASKSET, ['--all-tasks', '--cpu-list', '--pid', String(core), String(pid)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bench/serve: taskset could not pin process ${pid}: ${result.stderr.trim()}`);
}

/** One measured row: requests per second and latency percentiles, ms. */
interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * nginx `location` blocks that send what `docs serve` sends besides the file: the output's
 * `_headers` rules and the cache policy, so that both answers carry the same bytes. One block
 * per rule path (`/assets/*` → `location /assets/`), each with every header that applies there,
 * since a block with its own `add_header` inherits none. Each header is added `always`, to error
 * answers too (nginx adds none to a 404 otherwise), as `docs serve` sends them on every status.
 * @throws Error when a header value holds a double quote (it could not be written as one nginx string).
 */
async function nginxLocations(dir: string): Promise<string> {
  const rules = await readHeaderRules(dir);
  const prefixes = [...new Set(['/', ...rules.map((rule) => rule.path.replace(/\*.*$/, ''))])];
  return prefixes
    .map((prefix) => {
      const sample = `${prefix}${prefix.endsWith('/') ? 'x' : ''}`;
      const headers = { 'cache-control': cacheControl(sample), ...headersFor(rules, sample) };
      const lines = Object.entries(headers).map(([name, value]) => {
        if (value.includes('"')) throw new Error(`bench/serve: header ${name} holds a double quote`);
        return `      add_header ${name} "${value}" always;`;
      });
      return `    location ${prefix} {\n${lines.join('\n')}\n    }`;
    })
    .join('\n');
}

/** Debian's nginx serving `dir` on a free port: one worker, precompressed copies, the output's headers, no logs. */
async function startNginx(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!existsSync(NGINX)) throw new Error(`bench/serve: ${NGINX} missing; install Debian's nginx-light and libnginx-mod-http-brotli-static (apt-get install)`);
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  const brotli = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  await writeFile(
    path.join(work, 'nginx.conf'),
    `${existsSync(brotli) ? `load_module ${brotli};\n` : ''}worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    gzip_static on;
    ${existsSync(brotli) ? 'brotli_static on;' : ''}
    etag on;
    error_page 404 /404.html;
${await nginxLocations(dir)}
  }
}
`,
  );
  const args = ['-c', path.join(work, 'nginx.conf'), '-p', work];
  // Started on its core (taskset executes nginx in its own process), so the worker the master forks inherits it.
  const child: ChildProcess = PINNED
    ? spawn(TASKSET, ['--cpu-list', String(SERVER_CORE), NGINX, ...args], { stdio: 'ignore' })
    : spawn(NGINX, args, { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(`${url}/`).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(work, { recursive: true, force: true });
    },
  };
}

/** Loads `url`; an answer with another status than `status` (200 by default) counts as an error. */
async function load(url: string, connections = CONNECTIONS, status = 200): Promise<Figures> {
  await autocannon({ url, connections, duration: WARM_UP_S, headers: HEADERS });
  const result = await autocannon({ url, connections, duration: DURATION_S, headers: HEADERS });
  const expected = result.statusCodeStats?.[`${status}`]?.count ?? 0;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + (result.requests.total - expected) };
}

/** The small file's figures while `CONNECTIONS` other clients fetch `big`. */
async function underLoad(small: string, big: string): Promise<Figures> {
  const [figures] = await Promise.all([load(small, 2), load(big)]);
  return figures;
}

/** One recorded answer of ours: the exact headers and body bytes sent for a request path. */
interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Our answer to `GET target` with the bench's headers, as sent on the wire (nothing decoded). */
function record(base: string, target: string): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    httpGet({ hostname, port, path: target, headers: HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name))) as Record<
          string,
          string
        >;
        resolve({ status: response.statusCode ?? 200, headers, body: Buffer.concat(chunks).toString('base64') });
      });
    }).on('error', reject);
  });
}

/**
 * The least any Node server can do: `node:http` in its own process answering each request path
 * with the bytes and headers ours sent for it, held in memory, with no lookup, check or
 * negotiation. Its rate is the ceiling of Node's HTTP stack on this machine for these answers.
 */
async function startNodeFloor(answers: Record<string, Recorded>): Promise<{ url: string; stop: () => Promise<void> }> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-node-'));
  const file = path.join(work, 'answers.json');
  await writeFile(file, JSON.stringify(answers));
  const port = await freePort();
  const script = `const answers = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'));
for (const answer of Object.values(answers)) answer.body = Buffer.from(answer.body, 'base64');
require('node:http').createServer((request, response) => {
  const answer = answers[request.url];
  if (!answer) return response.writeHead(404).end();
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
}).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  pin(child.pid, SERVER_CORE);
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill();
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(work, { recursive: true, force: true });
    },
  };
}

async function largest(dir: string, pattern: RegExp): Promise<string> {
  const { statSync } = await import('node:fs');
  const names = (await readdir(path.join(dir, 'assets'))).filter((name) => pattern.test(name));
  if (names.length === 0) throw new Error(`bench/serve: no assets/${pattern} in ${dir}`);
  return `/assets/${names.sort((a, b) => statSync(path.join(dir, 'assets', b)).size - statSync(path.join(dir, 'assets', a)).size)[0]}`;
}

/** A path no build has: the 404 row's target. */
const MISSING = '/material-ui/no-such-page/';

async function main() {
  const dir = path.resolve(process.argv[2] ?? path.join(ROOT, 'out'));
  const page = '/material-ui/react-button/';
  const asset = await largest(dir, /^boot-.*\.js$/);
  const search = await largest(dir, /^search-.*\.json$/);
  if (!existsSync(path.join(dir, `${search.slice(1)}.br`))) console.warn(`bench/serve: ${dir} has no precompressed copies; rebuild it with docs build`);
  const rows: [string, (base: string) => Promise<Figures>][] = [
    [`page ${page}`, (base) => load(`${base}${page}`)],
    [`hashed asset ${asset}`, (base) => load(`${base}${asset}`)],
    [`search index ${search}`, (base) => load(`${base}${search}`)],
    ['favicon.svg while 10 clients fetch the search index', (base) => underLoad(`${base}/favicon.svg`, `${base}${search}`)],
    [`404 page for ${MISSING}`, (base) => load(`${base}${MISSING}`, CONNECTIONS, 404)],
  ];
  // `BENCH_SERVE_ROWS=404,page`: only the rows whose names contain one of the words.
  const only = process.env.BENCH_SERVE_ROWS?.split(',').filter(Boolean);
  if (only) rows.splice(0, rows.length, ...rows.filter(([name]) => only.some((word) => name.includes(word))));
  pin(process.pid, CLIENT_CORE);
  const ours = await serveDocs(dir);
  pin(ours.process.pid, SERVER_CORE);
  const reference = await startNginx(dir);
  const targets = [page, asset, search, '/favicon.svg', MISSING];
  const floor = await startNodeFloor(Object.fromEntries(await Promise.all(targets.map(async (target) => [target, await record(ours.url, target)]))));
  // nginx prints its version on stderr.
  const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' })
    .stderr.trim()
    .replace(/^nginx version: /, '');
  console.log(
    `bench/serve: ${dir}; ${CONNECTIONS} connections, ${DURATION_S} s per row after ${WARM_UP_S} s of warm-up, median of ${ROUNDS} rounds, Accept-Encoding: ${HEADERS['accept-encoding']}; reference ${version} (1 worker); latency resolution 1 ms; ${PINNED ? `each server on core ${SERVER_CORE}, the load from core ${CLIENT_CORE}` : 'servers and load not pinned to cores'}`,
  );
  const table: Record<string, string | number>[] = [];
  try {
    for (const [index, [name, run]] of rows.entries()) {
      const rounds: { a: Figures; b: Figures; c: Figures }[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        // Alternate who goes first so neither always meets the warmer page cache.
        const [a, b] =
          (index + round) % 2 === 0
            ? [await run(ours.url), await run(reference.url)]
            : await run(reference.url).then(async (first) => [await run(ours.url), first]);
        rounds.push({ a, b, c: await run(floor.url) });
      }
      const ratios = rounds.map(({ a, b }) => a.rps / b.rps);
      const sorted = [...ratios].sort((x, y) => x - y);
      const { a, b, c } = rounds[ratios.indexOf(sorted[Math.floor(sorted.length / 2)])];
      table.push({
        row: name,
        'ours req/s': Math.round(a.rps),
        'nginx req/s': Math.round(b.rps),
        'req/s ours÷nginx': (a.rps / b.rps).toFixed(2),
        'ours÷nginx, every round': sorted.map((ratio) => ratio.toFixed(2)).join(' '),
        'node:http req/s': Math.round(c.rps),
        'req/s ours÷node:http': (a.rps / c.rps).toFixed(2),
        'ours p50 ms': a.p50,
        'nginx p50 ms': b.p50,
        'ours p99 ms': a.p99,
        'nginx p99 ms': b.p99,
        // Sub-millisecond latencies count as 1 ms, the resolution.
        'p99 nginx÷ours': (Math.max(b.p99, 1) / Math.max(a.p99, 1)).toFixed(2),
        errors: `${a.errors}/${b.errors}`,
      });
    }
  } finally {
    await Promise.all([ours.stop(), reference.stop(), floor.stop()]);
  }
  console.table(table);
}

await main();
