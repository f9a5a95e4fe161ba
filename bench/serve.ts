/**
 * `npm run bench:serve [-- <out dir>]`: `docs serve` against a reference static server on the
 * same built output in the same run: requests per second, p50 and p99 latency (ms) for a page,
 * a hashed asset and the search index (each fetched with `Accept-Encoding: br, gzip`, so both
 * send the build's precompressed copy), and for a small file while other clients fetch the
 * search index. Load from autocannon (10 connections, 5 s per row). The reference is Debian's
 * nginx with `brotli_static`/`gzip_static` and one worker process (ours is one Node process);
 * without nginx the bench stops naming the packages to install. Figures only: nothing asserts
 * on time.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, serveDocs } from '../test/support/docs-server';
import { freePort } from '../scripts/free-port';

const NGINX = '/usr/sbin/nginx';
const CONNECTIONS = 10;
const DURATION_S = 5;
const HEADERS = { 'accept-encoding': 'br, gzip' };

/** One measured row: requests per second and latency percentiles, ms. */
interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}


/** Debian's nginx serving `dir` on a free port: one worker, precompressed copies, no logs. */
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
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-c', path.join(work, 'nginx.conf'), '-p', work], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await fetch(`${url}/`).then(() => true, () => false)) break;
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

async function load(url: string, connections = CONNECTIONS): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: DURATION_S, headers: HEADERS });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** The small file's figures while `CONNECTIONS` other clients fetch `big`. */
async function underLoad(small: string, big: string): Promise<Figures> {
  const [figures] = await Promise.all([load(small, 2), load(big)]);
  return figures;
}

async function largest(dir: string, pattern: RegExp): Promise<string> {
  const { statSync } = await import('node:fs');
  const names = (await readdir(path.join(dir, 'assets'))).filter((name) => pattern.test(name));
  if (names.length === 0) throw new Error(`bench/serve: no assets/${pattern} in ${dir}`);
  return `/assets/${names.sort((a, b) => statSync(path.join(dir, 'assets', b)).size - statSync(path.join(dir, 'assets', a)).size)[0]}`;
}

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
  ];
  const ours = await serveDocs(dir);
  const reference = await startNginx(dir);
  // nginx prints its version on stderr.
  const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim().replace(/^nginx version: /, '');
  console.log(`bench/serve: ${dir}; ${CONNECTIONS} connections, ${DURATION_S} s per row, Accept-Encoding: ${HEADERS['accept-encoding']}; reference ${version} (1 worker); latency resolution 1 ms`);
  const table: Record<string, string | number>[] = [];
  try {
    for (const [index, [name, run]] of rows.entries()) {
      // Alternate who goes first so neither always meets the warmer page cache.
      const [a, b] = index % 2 === 0 ? [await run(ours.url), await run(reference.url)] : await run(reference.url).then(async (first) => [await run(ours.url), first]);
      table.push({
        row: name,
        'ours req/s': Math.round(a.rps),
        'nginx req/s': Math.round(b.rps),
        'req/s ours÷nginx': (a.rps / b.rps).toFixed(2),
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
    await Promise.all([ours.stop(), reference.stop()]);
  }
  console.table(table);
}

await main();
