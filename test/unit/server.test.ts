// @vitest-environment node
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocsServer, startServer } from '../../cli/serve/server';

let dir: string;
let server: DocsServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docs-serve-'));
  await mkdir(path.join(dir, 'guide/assets'), { recursive: true });
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'guide/index.html'), '<html><body>Guide</body></html>');
  await writeFile(path.join(dir, '404.html'), '<html><body>Not here</body></html>');
  await writeFile(path.join(dir, 'assets/app-1234.js'), 'console.log(1)');
  server = await startServer({ dir, port: 0, liveReload: true });
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${server.url}${pathname}`, { headers, redirect: 'manual' });

describe('docs serve', () => {
  it('listens on 127.0.0.1', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves a folder index, with live reload injected in watch mode', async () => {
    const response = await get('/guide/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain("new EventSource('/__docs/reload')");
  });

  it('redirects a folder without its trailing slash', async () => {
    const response = await get('/guide');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/guide/');
  });

  it('answers unknown paths with the 404 page and status', async () => {
    const response = await get('/missing/');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Not here');
  });

  it('caches hashed assets for a year and compresses text', async () => {
    const response = await fetch(`${server.url}/assets/app-1234.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('sends gzip when asked', async () => {
    const { request } = await import('node:http');
    const body = await new Promise<Buffer>((resolve) => {
      request(`${server.url}/guide/`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('gzip');
        const chunks: Buffer[] = [];
        response.on('data', (chunk) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks)));
      }).end();
    });
    expect(gunzipSync(body).toString()).toContain('Guide');
  });

  it('never serves files outside its folder', async () => {
    const response = await get('/..%2f..%2fetc%2fpasswd');
    expect(response.status).toBe(404);
  });

  it('never serves a sibling folder that shares its name, nor a symbolic link out of it', async () => {
    await mkdir(`${dir}-private`, { recursive: true });
    await writeFile(`${dir}-private/secret.txt`, 'secret');
    await symlink('/etc/hostname', path.join(dir, 'host.txt'));
    expect((await get(`/..%2f${path.basename(dir)}-private%2fsecret.txt`)).status).toBe(404);
    expect((await get('/host.txt')).status).toBe(404);
    await rm(`${dir}-private`, { recursive: true, force: true });
  });

  it('redirects to a folder on this site only, never to another host', async () => {
    for (const attack of ['/%2fevil.example%2f..%2fguide', '/%5cevil.example/..%2fguide']) {
      const response = await get(attack);
      if (response.status === 301) expect(response.headers.get('location')).toMatch(/^\/[^/\\]/);
      else expect(response.status).toBe(404);
    }
    expect((await get('/guide')).headers.get('location')).toBe('/guide/');
  });

  it('answers a malformed URL with 400, not an error', async () => {
    for (const bad of ['/%', '/%zz/', '/%C0%AF']) expect((await get(bad)).status, bad).toBe(400);
  });

  it('answers 404 without a 404 page, with or without gzip, and stays up', async () => {
    const bare = await mkdtemp(path.join(os.tmpdir(), 'docs-serve-bare-'));
    const other = await startServer({ dir: bare, port: 0 });
    try {
      for (const headers of [{}, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
        const response = await fetch(`${other.url}/missing-page`, { headers });
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain(bare);
      }
      expect((await fetch(`${other.url}/missing-page`)).status).toBe(404);
    } finally {
      await other.close();
      await rm(bare, { recursive: true, force: true });
    }
  });

  it('rejects methods other than GET and HEAD', async () => {
    const response = await fetch(`${server.url}/guide/`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
