// @vitest-environment node
/** The build's last step: precompressed copies and the `_headers` file with the site's CSP. */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../cli/config';
import { precompressOutput, PRECOMPRESS_CACHE_MAX_AGE_MS, shouldPrecompress } from '../../../cli/pipeline/headers/precompress';
import { contentSecurityPolicy, inlineScripts, scriptHash } from '../../../cli/pipeline/headers/security';
import { hostFilesWriter, writeHostFiles } from '../../../cli/pipeline/headers/write';
import { closePool } from '../../../cli/pipeline/pool/pool';
import { parseHeadersFile, headersFor } from '../../../cli/serve/headers-file';

describe('inline scripts and their hashes', () => {
  it('finds the scripts a browser runs, including those of srcdoc documents, and not data blocks', () => {
    const html = `<head><script>a()</script><script type="application/json" id="x">{"b":1}</script><script type="application/ld+json">{}</script><script type="module" src="/x.js"></script><script type="module">m()</script></head>
      <body><iframe srcDoc="&lt;html&gt;&lt;script&gt;p(&#x27;x&#x27;)&lt;/script&gt;&lt;/html&gt;"></iframe></body>`;
    expect(inlineScripts(html)).toEqual(['a()', 'm()', "p('x')"]);
  });

  it('hashes the UTF-8 bytes as CSP expects', () => {
    expect(scriptHash('a()')).toBe(`'sha256-${createHash('sha256').update('a()').digest('base64')}'`);
  });
});

describe('the content security policy', () => {
  it('allows the site, the hashed inline scripts and exactly the configured third parties', () => {
    const config = readConfig({
      DOCS_AD_SCRIPT_URL: 'https://cdn.ads.example/script.js',
      DOCS_AD_FEED_URL: 'https://feed.ads.example/feed.json',
      DOCS_GA_MEASUREMENT_ID: 'G-ABC123',
      DOCS_FEEDBACK_URL: 'https://feedback.example/api/feedback',
    });
    const policy = Object.fromEntries(
      contentSecurityPolicy(config, ["'sha256-b'", "'sha256-a'"])
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
    expect(policy['script-src']).toEqual([
      "'self'",
      "'sha256-a'",
      "'sha256-b'",
      "'unsafe-eval'",
      'https://cdn.ads.example',
      'https://www.googletagmanager.com',
    ]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://feedback.example',
      'https://feed.ads.example',
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
    expect(policy['img-src']).toContain('https://feed.ads.example');
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('names no third party when none is configured', () => {
    const policy = contentSecurityPolicy(readConfig({}), []);
    expect(policy).not.toMatch(/https?:/);
  });
});

describe('writeHostFiles', () => {
  it("writes Brotli and gzip copies of text files of 1 KB or more, and a _headers file hashing the pages' inline scripts", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-host-files-'));
    try {
      const page = `<!doctype html><html><head><script>init()</script></head><body>${'text '.repeat(400)}</body></html>`;
      await mkdir(path.join(dir, 'assets'), { recursive: true });
      await writeFile(path.join(dir, 'index.html'), page);
      await writeFile(path.join(dir, 'small.html'), '<script>tiny()</script>');
      await writeFile(path.join(dir, 'assets/app.js'), 'x'.repeat(5000));
      await writeFile(path.join(dir, 'image.png'), Buffer.alloc(5000));
      const summary = await writeHostFiles(dir, readConfig({}));
      expect(summary).toMatchObject({ files: 2, bytes: Buffer.byteLength(page) + 5000, inlineScripts: 2 });
      expect(brotliDecompressSync(await readFile(path.join(dir, 'index.html.br'))).toString()).toBe(page);
      expect(gunzipSync(await readFile(path.join(dir, 'assets/app.js.gz'))).toString()).toBe('x'.repeat(5000));
      for (const missing of ['small.html.br', 'image.png.gz']) expect(await stat(path.join(dir, missing)).catch(() => undefined), missing).toBeUndefined();
      const rules = parseHeadersFile(await readFile(path.join(dir, '_headers'), 'utf8'), '_headers');
      const headers = headersFor(rules, '/assets/app.js');
      expect(headers['content-security-policy']).toContain(scriptHash('init()'));
      expect(headers['content-security-policy']).toContain(scriptHash('tiny()'));
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(headersFor(rules, '/')['cache-control']).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('compresses the assets written before startAssets in a worker while later files are written, and the rest at the end', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-host-files-early-'));
    try {
      await mkdir(path.join(dir, 'assets/code'), { recursive: true });
      const fragment = `<pre>${'code '.repeat(300)}</pre><script>early()</script>`;
      await writeFile(path.join(dir, 'assets/code/part.html'), fragment);
      await writeFile(path.join(dir, 'assets/first.js'), 'f'.repeat(3000));
      const writer = hostFilesWriter(dir, readConfig({}));
      await writer.startAssets();
      // Written after the list was taken: the final pass takes them.
      await writeFile(path.join(dir, 'assets/later.js'), 'l'.repeat(3000));
      const page = `<script>late()</script>${'text '.repeat(400)}`;
      await writeFile(path.join(dir, 'index.html'), page);
      const summary = await writer.finish();
      expect(summary).toMatchObject({ files: 4, bytes: Buffer.byteLength(fragment) + 6000 + Buffer.byteLength(page), inlineScripts: 2 });
      for (const [file, text] of [
        ['assets/code/part.html', fragment],
        ['assets/first.js', 'f'.repeat(3000)],
        ['assets/later.js', 'l'.repeat(3000)],
        ['index.html', page],
      ]) {
        expect(brotliDecompressSync(await readFile(path.join(dir, `${file}.br`))).toString(), file).toBe(text);
        expect(gunzipSync(await readFile(path.join(dir, `${file}.gz`))).toString(), file).toBe(text);
      }
      const policy = headersFor(parseHeadersFile(await readFile(path.join(dir, '_headers'), 'utf8'), '_headers'), '/')['content-security-policy'];
      expect(policy).toContain(scriptHash('early()'));
      expect(policy).toContain(scriptHash('late()'));
    } finally {
      await closePool();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reuses cached copies of unchanged files, compresses changed ones, and prunes copies unused for a week, once a day', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-precompress-cache-'));
    const [out, cache] = [path.join(dir, 'out'), path.join(dir, 'cache')];
    try {
      await mkdir(out);
      await writeFile(path.join(out, 'same.js'), 'a'.repeat(4000));
      await writeFile(path.join(out, 'page.html'), 'b'.repeat(4000));
      await precompressOutput(out, { cacheDir: cache });
      // Two copies of each file, and the marker of the cache's last prune.
      expect((await readdir(cache)).sort()).toHaveLength(5);
      // A copy planted under a file's key is what the next build writes: proof it was read, not recomputed.
      const sameKey = (await readdir(cache)).find(
        (name) => name.endsWith('.gz') && gunzipSync(readFileSync(path.join(cache, name))).toString() === 'a'.repeat(4000),
      )!;
      const planted = gzipSync('planted');
      await writeFile(path.join(cache, sameKey), planted);
      // An entry no build used for over a week goes.
      const stale = path.join(cache, 'stale.br');
      await writeFile(stale, 'old');
      const longAgo = new Date(Date.now() - PRECOMPRESS_CACHE_MAX_AGE_MS - 60_000);
      await utimes(stale, longAgo, longAgo);
      await writeFile(path.join(out, 'page.html'), 'c'.repeat(4000));
      // Pruning ran with the first build: the stale copy waits for the next day's.
      await precompressOutput(out, { cacheDir: cache });
      expect(await stat(stale).catch(() => undefined)).toBeDefined();
      await utimes(path.join(cache, '.pruned'), longAgo, longAgo);
      await precompressOutput(out, { cacheDir: cache });
      expect(await readFile(path.join(out, 'same.js.gz'))).toEqual(planted);
      expect(gunzipSync(await readFile(path.join(out, 'page.html.gz'))).toString()).toBe('c'.repeat(4000));
      expect(brotliDecompressSync(await readFile(path.join(out, 'page.html.br'))).toString()).toBe('c'.repeat(4000));
      expect(await stat(stale).catch(() => undefined)).toBeUndefined();
      // Four copies for the first build, two for the changed page, and the prune marker.
      expect(await readdir(cache)).toHaveLength(7);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('compresses only text formats', () => {
    expect(shouldPrecompress('a/b.css', 2048)).toBe(true);
    expect(shouldPrecompress('a/b.woff2', 2048)).toBe(false);
    expect(shouldPrecompress('a/b.css', 1023)).toBe(false);
  });
});
