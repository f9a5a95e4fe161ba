/**
 * `docs serve`: the built site on 127.0.0.1, served as a CDN would serve it. Files are sent by
 * `sirv` (precompressed `.br`/`.gz` copies the build wrote, ETag and 304, Range, HEAD); this
 * module checks each request first (malformed URLs, traversal, links out of the output, the
 * folder redirect), applies the output's `_headers` rules and the cache policy, answers
 * misses with the 404 page, and runs the live-reload channel of watch mode. Small files already
 * asked for are answered from memory (`memory-files.ts`), the same answers without a disk read.
 */
import { watch as watchFolder, type FSWatcher } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Stream } from 'node:stream';
import { LRUCache } from 'lru-cache';
import sirv from 'sirv';
import type { ApiHandler } from '../feedback/service';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, HASHED_ASSETS_PREFIX, HEADERS_FILE } from '../pipeline/headers/security';
import { type HeaderRules, headersFor } from './headers-file';
import { fileOf, type MemoryOptions, memoryFiles, memoryKey, notModifiedSince } from './memory-files';
import { acceptableEncodings, normaliseRange } from './negotiate';
import { escapingLinks, readHeaderRules } from './output-scan';
import { folderLocation, parseRequestPath, readsThroughLink } from './request-path';

/** Content types by file extension (the library's own table lacks the charset on text types). */
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

/** Path of the live-reload event stream. */
export const RELOAD_PATH = '/__docs/reload';
/** Path of the live-reload client script (a file, so the pages' CSP needs no hash for it). */
export const RELOAD_SCRIPT_PATH = '/__docs/reload.js';
const RELOAD_CLIENT = `new EventSource('${RELOAD_PATH}').addEventListener('reload',()=>location.reload());\n`;

/** Options of {@link startServer}. */
export interface ServeOptions {
  /** Folder of the built site. */
  dir: string;
  port: number;
  /** Interface to listen on; 127.0.0.1 by default. */
  host?: string;
  /**
   * Watch mode: inject the live-reload client into HTML pages, read files from disk on each
   * request (they change under the server) and ignore the precompressed copies (a single-page
   * rebuild does not rewrite them).
   */
  liveReload?: boolean;
  /** Services answering before the static files (the feedback service). */
  api?: ApiHandler;
  /** Limits of the in-memory copies of small files (not used in watch mode); `maxFileBytes: 0` turns them off. */
  memory?: MemoryOptions;
}

/** A running server. */
export interface DocsServer {
  url: string;
  /** Tells every open tab to reload (watch mode), after reading the output's `_headers` and links again. */
  reload(): void;
  close(): Promise<void>;
}

/** Everything read from one state of the output folder; replaced when the folder is. */
interface Output {
  files: ReturnType<typeof sirv>;
  /** Small files answered from memory; absent in watch mode and before the output exists. */
  memory?: ReturnType<typeof memoryFiles>;
  /** The response headers of a request path (never mutated: shared between requests). */
  headers: (pathname: string) => Readonly<Record<string, string>>;
  links: string[];
}

/**
 * The headers of each request path under `rules`, remembered for the most recent paths (the
 * same pages and assets are asked for again and again).
 */
function pathHeaders(rules: HeaderRules): Output['headers'] {
  const recent = new LRUCache<string, Readonly<Record<string, string>>>({ max: 4096 });
  return (pathname) => {
    let headers = recent.get(pathname);
    if (!headers) {
      headers = { 'x-content-type-options': 'nosniff', 'cache-control': cacheControl(pathname), ...headersFor(rules, pathname) };
      recent.set(pathname, headers);
    }
    return headers;
  };
}

/** The content type of the file a request path names (a folder path names its `index.html`). */
export function contentType(pathname: string): string | undefined {
  return MIME_TYPES[pathname.endsWith('/') ? '.html' : path.extname(pathname).toLowerCase()];
}

/** The cache policy of a request path: a year for hashed assets, revalidation for the rest. */
export function cacheControl(pathname: string): string {
  return pathname.startsWith(HASHED_ASSETS_PREFIX) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** A short text answer with the path's `headers`; an error status is never cached. */
const plain = (response: ServerResponse, status: number, text: string, headers: Readonly<Record<string, string>> = {}) => {
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    ...headers,
    ...(status >= 400 && { 'cache-control': 'no-store' }),
  });
  response.end(text);
};

/**
 * Starts the server. Resolves once it listens.
 * @throws Error when the port is taken (EADDRINUSE), or naming `_headers`' file and line when it is malformed.
 */
export async function startServer(options: ServeOptions): Promise<DocsServer> {
  const dir = path.resolve(options.dir);
  const live = Boolean(options.liveReload);
  const clients = new Set<ServerResponse>();

  const scan = async (): Promise<Output> => {
    const [rules, links, folder] = await Promise.all([readHeaderRules(dir), escapingLinks(dir), stat(dir).catch(() => undefined)]);
    // No output yet (or it is being replaced): every file is missing until the folder appears.
    if (!folder?.isDirectory()) return { files: (_request, _response, next) => next?.(), headers: pathHeaders(rules), links };
    const files = sirv(dir, {
      // Looks each file up when asked (a few `stat` calls), never from a list made at start: a
      // file edited, added or removed under the running server is answered as it is now.
      dev: true,
      etag: true,
      brotli: !live,
      gzip: !live,
      extensions: ['html'],
      // Dotfiles are never served; `.well-known` is.
      dotfiles: false,
      setHeaders: (response, pathname, stats) => {
        const type = contentType(pathname);
        if (type) response.setHeader('content-type', type);
        // The library reads a Range header loosely; it gets one it reads exactly, or none.
        const request = response.req;
        if (request.headers.range) {
          const range = normaliseRange(request.headers.range, stats.size);
          if (range === undefined) delete request.headers.range;
          else request.headers.range = range;
        }
      },
    });
    return { files, memory: live ? undefined : memoryFiles(dir, options.memory), headers: pathHeaders(rules), links };
  };
  let output: Promise<Output> = scan();
  /** The output once read, for answers that need not wait (none while a new state is read). */
  let ready: Output | undefined = await output;
  // A failed scan (a malformed `_headers`) answers 500 to the requests that await it, never ends the process.
  const rescan = () => {
    ready = undefined;
    const next = scan();
    output = next;
    next.then(
      (state) => {
        if (output === next) ready = state;
      },
      () => {},
    );
  };
  // A build replaces the output folder by renaming: read the new one on the next request.
  let watcher: FSWatcher | undefined;
  try {
    watcher = watchFolder(path.dirname(dir), (_event, name) => {
      if (name === path.basename(dir)) rescan();
    });
  } catch {
    watcher = undefined;
  }

  /** The 404 page with status 404, in the negotiated encoding; a plain answer when the output has none. */
  const notFound = async (request: IncomingMessage, response: ServerResponse, headers: Readonly<Record<string, string>>) => {
    const memory = ready?.memory;
    if (memory && (await memory.answerNotFound(request, response, acceptableEncodings(request.headers['accept-encoding']), headers))) return;
    const page = path.join(dir, '404.html');
    const encoding = live ? '' : acceptableEncodings(request.headers['accept-encoding']).split(', ')[0];
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
    const compressed = suffix ? await readFile(page + suffix).catch(() => undefined) : undefined;
    const body = compressed ?? (await readFile(page).catch(() => undefined));
    // No 404 page (the output is being replaced): a plain answer, never an error.
    if (!body) return plain(response, 404, 'Not found', headers);
    response.writeHead(404, {
      ...headers,
      'content-type': MIME_TYPES['.html'],
      'content-length': String(body.length),
      'cache-control': CACHE_REVALIDATE,
      ...(!live && { vary: 'Accept-Encoding' }),
      ...(compressed && { 'content-encoding': encoding }),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  /** A page with the live-reload client injected (watch mode); false when `pathname` names no page. */
  const liveReloadPage = async (request: IncomingMessage, response: ServerResponse, pathname: string, headers: Readonly<Record<string, string>>) => {
    const file = path.join(dir, pathname.endsWith('/') ? path.join(pathname, 'index.html') : pathname);
    if (!file.endsWith('.html') || !(await stat(file).catch(() => undefined))?.isFile()) return false;
    const html = (await readFile(file, 'utf8')).replace('</body>', `<script src="${RELOAD_SCRIPT_PATH}"></script></body>`);
    const body = Buffer.from(html);
    response.writeHead(200, { ...headers, 'content-type': MIME_TYPES['.html'], 'content-length': String(body.length), 'cache-control': CACHE_REVALIDATE });
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  };

  /**
   * `304` for an `If-Modified-Since` that the file has not changed since (the library does not
   * read that header); false when the file changed, or is missing, or the request also sends
   * `If-None-Match`, which wins (RFC 9110).
   */
  const unmodified = async (request: IncomingMessage, response: ServerResponse, pathname: string, headers: Readonly<Record<string, string>>) => {
    const stats = await stat(path.join(dir, fileOf(pathname))).catch(() => undefined);
    if (!stats?.isFile() || !notModifiedSince(request, Math.floor(stats.mtime.getTime() / 1000) * 1000)) return false;
    response.writeHead(304, { ...headers, 'last-modified': stats.mtime.toUTCString() });
    response.end();
    return true;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const target = request.url ?? '/';
    if (live && target === RELOAD_PATH) {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      response.write(': connected\n\n');
      clients.add(response);
      request.on('close', () => clients.delete(response));
      return;
    }
    if (live && target === RELOAD_SCRIPT_PATH) return plain(response, 200, RELOAD_CLIENT, { 'content-type': MIME_TYPES['.js'] });
    // The API's own routes are plain paths; a URL object only for it (never for file lookups).
    if (options.api && target.startsWith('/api/') && (await options.api(request, response, new URL(target, 'http://localhost')))) return;
    const current = await output;
    const parsed = parseRequestPath(target);
    // Error answers carry the same security headers as the pages (those of the site's root when the path does not parse).
    const headers = current.headers(parsed.ok ? parsed.path : '/');
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(response, 405, 'Method not allowed', { ...headers, allow: 'GET, HEAD' });
    if (!parsed.ok) return plain(response, parsed.status, parsed.status === 400 ? 'Bad request: malformed URL' : 'Not found', headers);
    const { path: pathname, search } = parsed;
    if (pathname === `/${HEADERS_FILE}` || readsThroughLink(pathname, current.links)) return notFound(request, response, headers);
    // Folder without its trailing slash: redirect (relative links on the page resolve against the folder).
    if (!pathname.endsWith('/') && !path.posix.extname(pathname) && (await stat(path.join(dir, pathname, 'index.html')).catch(() => undefined))?.isFile()) {
      return plain(response, 301, 'Moved permanently', { ...headers, location: folderLocation(pathname, search) });
    }
    if (live && (await liveReloadPage(request, response, pathname, headers))) return;
    const encodings = acceptableEncodings(request.headers['accept-encoding']);
    const key = memoryKey(target, encodings);
    if (current.memory && (await current.memory.answer(request, response, key, { pathname, encodings, headers, type: contentType(pathname) }))) return;
    if (request.headers['if-modified-since'] && (await unmodified(request, response, pathname, headers))) return;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    request.headers['accept-encoding'] = encodings;
    // A file removed between lookup and read (the output being replaced) fails its stream:
    // the connection is dropped instead of the error ending the process.
    response.once('pipe', (source: Stream) =>
      source.once('error', () => {
        rescan();
        response.destroy();
      }),
    );
    await new Promise<void>((resolve) => {
      current.files(request, response, () => {
        for (const name of response.getHeaderNames()) response.removeHeader(name);
        resolve(notFound(request, response, headers));
      });
      if (response.headersSent) resolve();
    });
  };

  const server = createServer((request, response) => {
    // A page or asset already read and checked is answered at once, without the checks' awaits.
    const memory = ready?.memory;
    if (
      memory &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.url &&
      memory.answerHeld(request, response, memoryKey(request.url, acceptableEncodings(request.headers['accept-encoding'])))
    )
      return;
    handle(request, response).catch(() => {
      // The reason stays in the server: an answer never shows file paths.
      if (!response.headersSent) plain(response, 500, 'Internal error', ready?.headers('/'));
      else response.destroy();
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      const { port, address } = server.address() as AddressInfo;
      resolve({
        url: `http://${address}:${port}`,
        reload: () => {
          rescan();
          clients.forEach((client) => client.write('event: reload\ndata: {}\n\n'));
        },
        close: () =>
          new Promise((done) => {
            watcher?.close();
            clients.forEach((client) => client.end());
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
