/**
 * `docs serve`: a static file server for the built site on 127.0.0.1, as any host or CDN
 * would serve it (directory indexes, 404 page, long-lived caching of hashed assets, gzip),
 * plus an optional live-reload channel for watch mode.
 */
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ApiHandler } from '../feedback/service';

/** Content types by file extension. */
export const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** Path of the live-reload event stream. */
export const RELOAD_PATH = '/__docs/reload';

const RELOAD_SCRIPT = `<script>new EventSource('${RELOAD_PATH}').addEventListener('reload',()=>location.reload())</script>`;

/** Options of {@link startServer}. */
export interface ServeOptions {
  /** Folder of the built site. */
  dir: string;
  port: number;
  /** Interface to listen on; 127.0.0.1 by default. */
  host?: string;
  /** Inject the live-reload client into HTML pages (watch mode). */
  liveReload?: boolean;
  /** Services answering before the static files (the feedback service). */
  api?: ApiHandler;
}

/** A running server. */
export interface DocsServer {
  url: string;
  /** Tells every open tab to reload (watch mode). */
  reload(): void;
  close(): Promise<void>;
}

/**
 * The file a request path names inside `dir`, or a redirect to its folder form. Paths that
 * leave the folder (`..`, encoded separators, symbolic links pointing elsewhere) find nothing.
 * @param pathname the decoded request path.
 */
async function resolveFile(dir: string, pathname: string): Promise<{ file: string; redirect?: boolean } | undefined> {
  const target = path.join(dir, pathname);
  const relative = path.relative(dir, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [root, real] = await Promise.all([realpath(dir).catch(() => dir), realpath(target).catch(() => undefined)]);
  if (!real || (real !== root && !real.startsWith(`${root}${path.sep}`))) return undefined;
  const info = await stat(real).catch(() => undefined);
  if (info?.isFile()) return { file: real };
  if (info?.isDirectory()) {
    if (!pathname.endsWith('/')) return { file: '', redirect: true };
    const index = path.join(real, 'index.html');
    return (await stat(index).catch(() => undefined))?.isFile() ? { file: index } : undefined;
  }
  return undefined;
}

/**
 * Starts the server. Resolves once it listens.
 * @throws Error when the port is taken (EADDRINUSE).
 */
export function startServer(options: ServeOptions): Promise<DocsServer> {
  const dir = path.resolve(options.dir);
  const clients = new Set<ServerResponse>();

  const send = async (request: IncomingMessage, response: ServerResponse, file: string, status: number) => {
    const ext = path.extname(file);
    const type = MIME_TYPES[ext] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    };
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding']));
    if (!gzip && !(ext === '.html' && options.liveReload)) {
      response.writeHead(status, headers);
      if (request.method === 'HEAD') return void response.end();
      return void createReadStream(file).pipe(response);
    }
    let body: Buffer = await readFile(file);
    if (ext === '.html' && options.liveReload) body = Buffer.from(body.toString('utf8').replace('</body>', `${RELOAD_SCRIPT}</body>`));
    if (gzip) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    headers['content-length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname === RELOAD_PATH && options.liveReload) {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
        response.write(': connected\n\n');
        clients.add(response);
        request.on('close', () => clients.delete(response));
        return;
      }
      if (options.api && (await options.api(request, response, url))) return;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request: malformed URL');
        return;
      }
      const found = await resolveFile(dir, pathname);
      if (found?.redirect) {
        // Built from the encoded path, with one leading slash: never a protocol-relative URL.
        response.writeHead(301, { location: `/${url.pathname.replace(/^[/\\]+/, '')}/${url.search}` }).end();
      } else if (found) {
        await send(request, response, found.file, 200);
      } else if ((await stat(path.join(dir, '404.html')).catch(() => undefined))?.isFile()) {
        await send(request, response, path.join(dir, '404.html'), 404);
      } else {
        // No 404 page (the output is being replaced): a plain answer, never a crash.
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      }
    } catch {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      // The reason stays in the server: an answer never shows file paths.
      response.end('Internal error');
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      const { port, address } = server.address() as AddressInfo;
      resolve({
        url: `http://${address}:${port}`,
        reload: () => clients.forEach((client) => client.write('event: reload\ndata: {}\n\n')),
        close: () =>
          new Promise((done) => {
            clients.forEach((client) => client.end());
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
