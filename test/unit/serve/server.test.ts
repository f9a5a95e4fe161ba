// @vitest-environment node
/**
 * `docs serve` under hostile and ordinary requests, on 127.0.0.1 port 0 against a small output
 * folder made in a temp folder (with the build's own precompression and `_headers` steps).
 */
import { request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../cli/config';
import { precompressOutput } from '../../../cli/pipeline/headers/precompress';
import { formatHeadersFile, siteHeaderRules } from '../../../cli/pipeline/headers/security';
import { type DocsServer, startServer } from '../../../cli/serve/server';

const PAGE = `<!doctype html><html><head><title>Guide</title></head><body>${'<p>Guide text.</p>'.repeat(200)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(3000))});`;

/** A small built site: pages, a hashed asset, a 404 page, precompressed copies and `_headers`. */
async function makeSite(dir: string, { notFoundPage = true } = {}) {
  await mkdir(path.join(dir, 'guide'), { recursive: true });
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), PAGE.replace('Guide', 'Home'));
  await writeFile(path.join(dir, 'guide/index.html'), PAGE);
  await writeFile(path.join(dir, 'assets/app-1234.js'), SCRIPT);
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (notFoundPage) await writeFile(path.join(dir, '404.html'), `<!doctype html><html><body>Not here${' '.repeat(2000)}</body></html>`);
  await precompressOutput(dir);
  await writeFile(path.join(dir, '_headers'), formatHeadersFile(siteHeaderRules(readConfig({}), ["'sha256-abc'"])));
}

/** Replaces the output folder `site` as a build does, by renaming: its new home page says "new build". */
async function replaceOutput(site: string) {
  const next = `${site}-next`;
  await mkdir(next);
  await writeFile(path.join(next, 'index.html'), 'new build');
  await rename(site, `${site}-old`);
  await rename(next, site);
}

/** Removes `site` and the folders {@link replaceOutput} made beside it. */
const removeOutputs = (site: string) => Promise.all([site, `${site}-old`, `${site}-next`].map((folder) => rm(folder, { recursive: true, force: true })));

/** A raw HTTP exchange (fetch decodes bodies and normalises paths; these tests must not). */
function raw(
  url: string,
  target: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path: target, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

let dir: string;
let server: DocsServer;
let url: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docs-serve-'));
  await makeSite(dir);
  server = await startServer({ dir, port: 0 });
  url = server.url;
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('docs serve: ordinary requests', () => {
  it('listens on 127.0.0.1', () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves a folder index as HTML that revalidates, and the 404 page with its status', async () => {
    const page = await raw(url, '/guide/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString()).toBe(PAGE);
    const missing = await raw(url, '/missing/');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('Not here');
  });

  it('caches hashed assets for a year', async () => {
    const asset = await raw(url, '/assets/app-1234.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.body.toString()).toBe(SCRIPT);
  });

  it('rejects methods other than GET and HEAD', async () => {
    expect((await raw(url, '/guide/', {}, 'POST')).status).toBe(405);
    expect((await raw(url, '/guide/', {}, 'DELETE')).status).toBe(405);
  });

  it("sends the security headers of the output's _headers file on every answer, errors included, and never serves the file itself", async () => {
    const answers: Array<[string, string, string]> = [
      ['/guide/', 'GET', '200'],
      ['/assets/app-1234.js', 'GET', '200'],
      ['/missing/', 'GET', '404'],
      ['/guide/', 'DELETE', '405'],
      ['/%E0%A4%A', 'GET', '400'],
    ];
    for (const [target, method, status] of answers) {
      const { headers, status: actual } = await raw(url, target, {}, method);
      expect(String(actual), `${method} ${target}`).toBe(status);
      expect(headers['content-security-policy'], target).toContain("script-src 'self' 'sha256-abc'");
      expect(headers['content-security-policy'], target).toContain("frame-ancestors 'self'");
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['permissions-policy']).toContain('camera=()');
    }
    expect((await raw(url, '/_headers')).status).toBe(404);
  });
});

describe('docs serve: what is on disk, now', () => {
  it('answers an edited file with its new bytes at the next request, in every encoding', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docs-serve-fresh-'));
    await makeSite(site);
    const fresh = await startServer({ dir: site, port: 0 });
    const read = async (encoding: string) => {
      const { body, headers } = await raw(fresh.url, '/guide/', encoding ? { 'accept-encoding': encoding } : {});
      return (headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString();
    };
    try {
      // Each read twice: the second one comes from memory.
      for (const encoding of ['br', 'gzip', '', 'br', 'gzip', '']) expect(await read(encoding)).toBe(PAGE);
      const edited = PAGE.replace('Guide text.', 'Edited text.');
      await writeFile(path.join(site, 'guide/index.html'), edited);
      await Promise.all(['br', 'gz'].map((suffix) => unlink(path.join(site, `guide/index.html.${suffix}`))));
      for (const encoding of ['br', 'gzip', '']) expect(await read(encoding), encoding).toBe(edited);
      // New compressed copies written after the page: served as soon as they are there.
      await precompressOutput(site);
      const { headers } = await raw(fresh.url, '/guide/', { 'accept-encoding': 'br' });
      expect(headers['content-encoding']).toBe('br');
      expect(await read('br')).toBe(edited);
      // The 404 page too.
      expect((await raw(fresh.url, '/nowhere/')).body.toString()).toContain('Not here');
      await writeFile(path.join(site, '404.html'), 'Gone fishing');
      await Promise.all(['br', 'gz'].map((suffix) => unlink(path.join(site, `404.html.${suffix}`))));
      expect((await raw(fresh.url, '/nowhere/', { 'accept-encoding': 'br, gzip' })).body.toString()).toBe('Gone fishing');
    } finally {
      await fresh.close();
      await rm(site, { recursive: true, force: true });
    }
  });

  it('answers a missing page with the 404 page from memory until the page appears', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docs-serve-missing-'));
    await makeSite(site);
    const fresh = await startServer({ dir: site, port: 0 });
    try {
      for (const round of [1, 2, 3]) {
        const missing = await raw(fresh.url, '/later/', { 'accept-encoding': 'br' });
        expect([missing.status, brotliDecompressSync(missing.body).toString()], `round ${round}`).toEqual([404, expect.stringContaining('Not here')]);
        expect(missing.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      }
      await mkdir(path.join(site, 'later'));
      await writeFile(path.join(site, 'later/index.html'), 'Here now');
      expect((await raw(fresh.url, '/later/')).body.toString()).toBe('Here now');
      // A path the library answers by its `.html` file, once that file exists.
      expect((await raw(fresh.url, '/elsewhere')).status).toBe(404);
      expect((await raw(fresh.url, '/elsewhere')).status).toBe(404);
      await writeFile(path.join(site, 'elsewhere.html'), 'Found by extension');
      expect((await raw(fresh.url, '/elsewhere')).body.toString()).toBe('Found by extension');
      // Deeper paths: the nearest folder that exists stands for the files below it, at every depth.
      for (const [route, file] of [
        ['/deep/er/page/', 'deep/er/page/index.html'],
        ['/deep/er/next/', 'deep/er/next/index.html'],
        ['/deep/er/last', 'deep/er/last.html'],
      ]) {
        expect((await raw(fresh.url, route)).status, route).toBe(404);
        expect((await raw(fresh.url, route)).status, route).toBe(404);
        await mkdir(path.dirname(path.join(site, file)), { recursive: true });
        await writeFile(path.join(site, file), `Here: ${route}`);
        expect((await raw(fresh.url, route)).body.toString()).toBe(`Here: ${route}`);
      }
    } finally {
      await fresh.close();
      await rm(site, { recursive: true, force: true });
    }
  });

  it('never answers a page whose assets the served output lacks while a build replaces it', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docs-serve-swap-'));
    const writeBuild = async (dir: string, build: number) => {
      await mkdir(path.join(dir, 'assets'), { recursive: true });
      await writeFile(path.join(dir, `assets/app-${build}.js`), `console.log(${build});`);
      await writeFile(path.join(dir, 'index.html'), `<!doctype html><script src="/assets/app-${build}.js"></script>${'<p>page</p>'.repeat(200)}`);
      await precompressOutput(dir);
    };
    await writeBuild(site, 0);
    const swapping = await startServer({ dir: site, port: 0 });
    let stop = false;
    const mixed: string[] = [];
    let checked = 0;
    // A reader loading the page and its script again and again.
    const reader = (async () => {
      while (!stop) {
        const page = (await raw(swapping.url, '/')).body.toString();
        const script = /src="([^"]+)"/.exec(page)?.[1];
        if (!script) continue;
        const { status } = await raw(swapping.url, script);
        // A 404 is fine only when a build replaced the output between the two requests.
        if (status !== 200 && (await raw(swapping.url, '/')).body.toString() === page) mixed.push(`${script}: ${status}`);
        checked += 1;
      }
    })();
    try {
      for (let build = 1; build <= 5; build += 1) {
        const next = `${site}-next`;
        await writeBuild(next, build);
        await rename(site, `${site}-old`);
        await rename(next, site);
        await rm(`${site}-old`, { recursive: true });
        await expect.poll(async () => (await raw(swapping.url, '/')).body.toString()).toContain(`app-${build}.js`);
      }
    } finally {
      stop = true;
      await reader;
      await swapping.close();
      await rm(site, { recursive: true, force: true });
    }
    expect(mixed).toEqual([]);
    expect(checked).toBeGreaterThan(5);
  });

  it('answers If-Modified-Since with 304 while the file is unchanged, unless If-None-Match is sent', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br' }] as Record<string, string>[]) {
      const first = await raw(url, '/guide/', headers);
      const since = String(first.headers['last-modified']);
      const again = await raw(url, '/guide/', { ...headers, 'if-modified-since': since });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      const earlier = new Date(Date.parse(since) - 60_000).toUTCString();
      expect((await raw(url, '/guide/', { ...headers, 'if-modified-since': earlier })).status).toBe(200);
      expect((await raw(url, '/guide/', { ...headers, 'if-modified-since': since, 'if-none-match': 'W/"other"' })).status).toBe(200);
      expect((await raw(url, '/guide/', { ...headers, 'if-modified-since': 'not a date' })).status).toBe(200);
    }
  });
});

describe('docs serve: a missing 404 page never crashes the process', () => {
  it('answers 404 without the page, with or without compression, never naming a path, and stays up', async () => {
    const bare = await mkdtemp(path.join(os.tmpdir(), 'docs-serve-bare-'));
    const other = await startServer({ dir: bare, port: 0 });
    try {
      for (const headers of [{}, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br' }] as Record<string, string>[]) {
        const response = await raw(other.url, '/missing-page', headers);
        expect(response.status).toBe(404);
        expect(response.body.toString()).not.toContain(bare);
        expect(response.body.toString()).not.toContain(os.tmpdir());
      }
      expect((await raw(other.url, '/missing-page')).status).toBe(404);
    } finally {
      await other.close();
      await rm(bare, { recursive: true, force: true });
    }
  });

  it('starts before the output exists, and serves it once it appears', async () => {
    const later = path.join(await mkdtemp(path.join(os.tmpdir(), 'docs-serve-later-')), 'out');
    const other = await startServer({ dir: later, port: 0 });
    try {
      expect((await raw(other.url, '/')).status).toBe(404);
      const staging = `${later}.staging`;
      await mkdir(staging);
      await writeFile(path.join(staging, 'index.html'), 'first build');
      await rename(staging, later);
      await expect.poll(async () => (await raw(other.url, '/')).body.toString()).toBe('first build');
    } finally {
      await other.close();
      await rm(path.dirname(later), { recursive: true, force: true });
    }
  });

  it('survives a file removed after it was listed, and serves the folder that replaced the output', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docs-serve-swap-'));
    await makeSite(site);
    const other = await startServer({ dir: site, port: 0 });
    try {
      for (const suffix of ['', '.br', '.gz']) await unlink(path.join(site, `assets/app-1234.js${suffix}`));
      // The file is gone between lookup and read: the connection drops or a 404 comes, the process lives.
      await raw(other.url, '/assets/app-1234.js').then(
        (response) => expect(response.status).toBe(404),
        (error: Error) => expect(error.message).toMatch(/socket hang up|ECONNRESET/),
      );
      expect((await raw(other.url, '/guide/')).status).toBe(200);
      // A rebuild replaces the folder by renaming: the server reads the new one.
      await replaceOutput(site);
      await expect.poll(async () => (await raw(other.url, '/')).body.toString()).toBe('new build');
    } finally {
      await other.close();
      await removeOutputs(site);
    }
  });
});

describe('docs serve: redirects stay on this site (finding 2)', () => {
  it('redirects a folder without its trailing slash to a path built from the normalised path', async () => {
    const response = await raw(url, '/guide?tab=1');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/guide/?tab=1');
  });

  it.each([
    '/%2fevil.example%2f..%2fguide',
    '/%5cevil.example/..%2fguide',
    '//evil.example/guide',
    '/%2F%2Fevil.example',
    '/\\evil.example/guide',
    '/./guide',
    '/guide/.',
  ])('%s never redirects to another host', async (attack) => {
    const response = await raw(url, attack);
    if (response.status === 301) expect(response.headers.location).toMatch(/^\/[^/\\]/);
    else expect(response.status).toBe(404);
  });
});

describe('docs serve: nothing outside the output folder (finding 3)', () => {
  it('never serves a parent, a sibling folder sharing its name, nor a symbolic link out of it', async () => {
    const sibling = `${dir}-private`;
    await mkdir(sibling, { recursive: true });
    await writeFile(path.join(sibling, 'secret.txt'), 'secret');
    const outside = await mkdtemp(path.join(os.tmpdir(), 'docs-serve-outside-'));
    await writeFile(path.join(outside, 'index.html'), 'outside');
    await symlink('/etc/hostname', path.join(dir, 'host.txt'));
    await symlink(outside, path.join(dir, 'linked'));
    await symlink(path.join(dir, 'guide'), path.join(dir, 'inside'));
    const linked = await startServer({ dir, port: 0 });
    try {
      for (const target of [
        '/..%2f..%2fetc%2fpasswd',
        '/../../etc/passwd',
        `/..%2f${path.basename(sibling)}%2fsecret.txt`,
        `/../${path.basename(sibling)}/secret.txt`,
        '/host.txt',
        '/linked/',
        '/linked/index.html',
        '/linked',
      ]) {
        const response = await raw(linked.url, target);
        expect(response.status, target).toBe(404);
        expect(response.body.toString(), target).not.toMatch(/secret|outside/);
      }
      // A link that stays inside the output is an ordinary folder.
      expect((await raw(linked.url, '/inside/')).status).toBe(200);
    } finally {
      await linked.close();
      await Promise.all([sibling, outside].map((folder) => rm(folder, { recursive: true, force: true })));
      await Promise.all(['host.txt', 'linked', 'inside'].map((name) => unlink(path.join(dir, name))));
    }
  });
});

describe('docs serve: precompressed copies, negotiation and caching (findings 4 and 6)', () => {
  it("sends the build's Brotli or gzip copy as negotiated, honouring q-values, with Vary", async () => {
    const br = await raw(url, '/guide/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    const gz = await raw(url, '/guide/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(PAGE);
    for (const header of ['gzip;q=0', 'br;q=0, gzip;q=0', 'identity', 'deflate']) {
      const identity = await raw(url, '/guide/', { 'accept-encoding': header });
      expect(identity.headers['content-encoding'], header).toBeUndefined();
      expect(identity.body.toString(), header).toBe(PAGE);
    }
    expect((await raw(url, '/guide/', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await raw(url, '/guide/', { 'accept-encoding': '*' })).headers['content-encoding']).toBe('br');
    const plain = await raw(url, '/guide/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('never compresses per request: a file without copies (under 1 KB) is sent as it is', async () => {
    const icon = await raw(url, '/favicon.svg', { 'accept-encoding': 'gzip, br' });
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body.toString()).toContain('<svg');
  });

  it('answers a matching ETag with 304, per representation', async () => {
    const first = await raw(url, '/guide/', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['last-modified']).toBeDefined();
    const again = await raw(url, '/guide/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await raw(url, '/guide/', { 'if-none-match': etag })).status).toBe(200);
  });

  it('answers HEAD with the length and no body', async () => {
    const head = await raw(url, '/guide/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(PAGE));
    expect(head.body.length).toBe(0);
  });

  it('serves byte ranges, and ignores or refuses the ones it cannot serve', async () => {
    const size = Buffer.byteLength(SCRIPT);
    const part = await raw(url, '/assets/app-1234.js', { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${size}`);
    expect(part.body.toString()).toBe(SCRIPT.slice(10, 20));
    const suffix = await raw(url, '/assets/app-1234.js', { range: 'bytes=-5' });
    expect(suffix.status).toBe(206);
    expect(suffix.body.toString()).toBe(SCRIPT.slice(-5));
    for (const range of [`bytes=${size + 10}-`, 'bytes=20-10']) {
      const unsatisfiable = await raw(url, '/assets/app-1234.js', { range });
      expect(unsatisfiable.status, range).toBe(416);
      expect(unsatisfiable.headers['content-range']).toBe(`bytes */${size}`);
    }
    for (const range of ['bytes=abc', 'items=0-5', 'bytes=0-1,5-6']) {
      const whole = await raw(url, '/assets/app-1234.js', { range });
      expect(whole.status, range).toBe(200);
      expect(whole.body.toString(), range).toBe(SCRIPT);
    }
    expect((await raw(url, '/guide/')).status).toBe(200);
  });

  it('answers malformed URLs with 400', async () => {
    for (const bad of ['/%', '/%zz/', '/%C0%AF', '/%E0%80%AF', '/guide/%00', '/%ff']) {
      const response = await raw(url, bad);
      expect(response.status, bad).toBe(400);
      expect(response.body.toString()).not.toContain(dir);
    }
  });
});

describe('docs serve: small files from memory answer as the library does', () => {
  const requests: [string, Record<string, string>, string?][] = [
    ['/guide/', { 'accept-encoding': 'gzip, br' }],
    ['/guide/', { 'accept-encoding': 'gzip' }],
    ['/guide/', {}],
    ['/guide/', { 'accept-encoding': 'br' }, 'HEAD'],
    ['/assets/app-1234.js', { 'accept-encoding': 'br, gzip' }],
    ['/assets/app-1234.js', { range: 'bytes=0-9' }],
    ['/favicon.svg', { 'accept-encoding': 'br, gzip' }],
    ['/missing/', {}],
  ];

  it('sends the same status, body and headers with and without memory, twice over', async () => {
    const disk = await startServer({ dir, port: 0, memory: { maxFileBytes: 0 } });
    try {
      for (const [target, headers, method] of requests) {
        // The second round is answered from memory.
        for (const round of [1, 2]) {
          const label = `${method ?? 'GET'} ${target} ${JSON.stringify(headers)} round ${round}`;
          const [held, streamed] = await Promise.all([raw(url, target, headers, method), raw(disk.url, target, headers, method)]);
          expect(held.status, label).toBe(streamed.status);
          expect(held.body.equals(streamed.body), label).toBe(true);
          const { date: _a, ...heldHeaders } = held.headers;
          const { date: _b, ...streamedHeaders } = streamed.headers;
          expect(heldHeaders, label).toEqual(streamedHeaders);
        }
      }
      const etag = String((await raw(url, '/guide/', { 'accept-encoding': 'br' })).headers.etag);
      const [held, streamed] = await Promise.all([url, disk.url].map((base) => raw(base, '/guide/', { 'accept-encoding': 'br', 'if-none-match': etag })));
      expect([held.status, streamed.status]).toEqual([304, 304]);
      expect(held.headers['cache-control']).toBe(streamed.headers['cache-control']);
    } finally {
      await disk.close();
    }
  });

  it('leaves files over the size limit to the library, and drops the memory when the output is replaced', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docs-serve-memory-'));
    await makeSite(site);
    const small = await startServer({ dir: site, port: 0, memory: { maxFileBytes: 1024 } });
    try {
      expect(gunzipSync((await raw(small.url, '/guide/', { 'accept-encoding': 'gzip' })).body).toString()).toBe(PAGE);
      expect((await raw(small.url, '/guide/')).body.toString()).toBe(PAGE);
      expect((await raw(small.url, '/')).body.toString()).toContain('Home');
      await replaceOutput(site);
      await expect.poll(async () => (await raw(small.url, '/')).body.toString()).toBe('new build');
    } finally {
      await small.close();
      await removeOutputs(site);
    }
  });
});

describe('docs serve --watch', () => {
  it('injects the live-reload client as a script file and streams reload events', async () => {
    const live = await startServer({ dir, port: 0, liveReload: true });
    try {
      const page = await raw(live.url, '/guide/', { 'accept-encoding': 'br' });
      expect(page.headers['content-encoding']).toBeUndefined();
      expect(page.body.toString()).toContain('<script src="/__docs/reload.js"></script></body>');
      expect((await raw(live.url, '/__docs/reload.js')).body.toString()).toContain("new EventSource('/__docs/reload')");
      const events = await new Promise<string>((resolve, reject) => {
        const { hostname, port } = new URL(live.url);
        httpRequest({ hostname, port, path: '/__docs/reload' }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            if (text.includes(': connected')) live.reload();
            if (text.includes('event: reload')) {
              resolve(text);
              response.destroy();
            }
          });
        })
          .on('error', reject)
          .end();
      });
      expect(events).toContain('event: reload');
    } finally {
      await live.close();
    }
  });
});
