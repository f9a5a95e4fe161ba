/**
 * Small files of the output held in memory, as a CDN edge holds its hot objects. `sirv` opens
 * and streams every file on every request, which costs a small asset four to five times the
 * time nginx's `sendfile` takes; a page or an asset asked for again is answered here from one
 * buffer with precomputed headers. The answers are the library's, byte for byte and header for
 * header (the same weak ETag of size and mtime, `Last-Modified`, `Vary`, the negotiated
 * precompressed copy), plus `If-Modified-Since`; requests this module does not answer (a
 * `Range`, an unknown type, a file over the size limit, a path that is not a file) go on to
 * the library.
 *
 * A held answer is used only while its file is unchanged: each use compares the file's inode,
 * size and modification time with those it was read with (one `stat`, a few microseconds), so
 * the request after a file is edited, removed, or replaced with the whole output folder gets
 * the new bytes. A `stat` holds for the rest of the event-loop turn that made it: the requests
 * answered in one turn were all received before it began, so none of them comes after a change
 * that the turn's first check missed, and under load one `stat` serves every request of the
 * turn. The 404 page is held the same way, and so is a path that names no file, checked by one
 * `stat` of the nearest folder that exists on the way to the files it could name.
 *
 * Written here rather than taken from a library: the static servers on npm that cache in
 * memory (`serve-static`, `sirv`, `send`) do not, and the caching proxies are whole servers.
 * The eviction is `lru-cache`'s, bounded by bytes.
 */
import { statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { CACHE_REVALIDATE } from '../pipeline/headers/security';

const MIME_TYPES_HTML = 'text/html; charset=utf-8';

/** Default limits of {@link memoryFiles}: per file and in total, bytes. */
export const MEMORY_FILE_LIMIT = 2 * 1024 * 1024;
export const MEMORY_TOTAL_LIMIT = 96 * 1024 * 1024;

/** One representation of one file: its body and the full header set of a 200 answer. */
interface Held {
  /**
   * The files whose state decides this answer: the representation read and the better ones the
   * client would take, absent when it was read (a Brotli copy written later replaces a held
   * identity answer); with their signatures then (see {@link signatures}).
   */
  files: string[];
  signature: string;
  body: Buffer;
  etag: string;
  /** Modification time, whole seconds since the epoch, ms (what `Last-Modified` says). */
  modifiedMs: number;
  /** Headers of the 200 answer (the request path's own headers included). */
  ok: Readonly<Record<string, string>>;
  /** Headers of the 304 answer. */
  notModified: Readonly<Record<string, string>>;
  /** Headers of the file's own, besides the request path's, when it answers with an error status (the 404 page). */
  error: Readonly<Record<string, string>>;
}

/** A path the memory does not answer (missing, a folder, too large, an unknown type). */
const PASS = Symbol('pass');

/**
 * A path that names no file, nor any the library would find for it (`/a` as `/a.html` or
 * `/a/index.html`): answered with the 404 page while the nearest folder that exists on the way
 * to those files (`files`, one) keeps its `signature`. None of them can appear without an entry
 * being added to that folder, which changes its modification time (a swapped output folder
 * gives it a new inode), so one `stat` stands for the four.
 */
interface Missing {
  missing: true;
  files: [string];
  signature: string;
  encodings: string;
  /** The path's own response headers. */
  headers: Readonly<Record<string, string>>;
  /** The last 404 page answered for the path, with the headers of that answer (the path's and the page's), merged once. */
  answered?: { page: Held; headers: Readonly<Record<string, string>> };
}

type Entry = Held | Missing | typeof PASS;

/** The files whose appearance would give `pathname` an answer other than 404, under the output `dir`. */
function candidates(dir: string, pathname: string): string[] {
  const base = path.join(dir, pathname.replace(/\/$/, ''));
  return [base, `${base}.html`, path.join(base, 'index'), path.join(base, 'index.html')];
}

/** The nearest folder at or above `folder` that exists, no higher than the output `dir`. */
function nearestFolder(dir: string, folder: string): string {
  let current = folder;
  while (current.length > dir.length && signature(current) === '') current = path.dirname(current);
  return current;
}

/** The memory key of the 404 page in `encodings`. */
const notFoundKey = (encodings: string) => `\0not-found\n${encodings}`;

/**
 * What identifies one state of a file: inode, size and modification time (ns); `''` when there
 * is no such file. A file written in place or replaced (a new inode) changes it.
 */
export function signature(file: string): string {
  const stats = statSync(file, { bigint: true, throwIfNoEntry: false });
  return stats ? `${stats.ino}:${stats.size}:${stats.mtimeNs}` : '';
}

/** The signatures of `files`, joined; `take` is {@link signature} or {@link signatureNow}. */
const signatures = (files: readonly string[], take: (file: string) => string = signature) => files.map(take).join('|');

/** Signatures taken in the current event-loop turn, by file; emptied when the turn ends. */
const thisTurn = new Map<string, string>();

/** {@link signature}, taken at most once per file in an event-loop turn. */
function signatureNow(file: string): string {
  let taken = thisTurn.get(file);
  if (taken === undefined) {
    if (thisTurn.size === 0) setImmediate(() => thisTurn.clear());
    taken = signature(file);
    thisTurn.set(file, taken);
  }
  return taken;
}

/** The joined signatures of `files` when none of them exists. */
const NONE = (files: readonly string[]) => files.map(() => '').join('|');

/**
 * Whether a request's `If-Modified-Since` lets it be answered 304 (RFC 9110 13.1.3): only when it
 * sends no `If-None-Match`, the date parses, and the file was last modified at or before it.
 */
export function notModifiedSince(request: IncomingMessage, modifiedMs: number): boolean {
  const since = request.headers['if-modified-since'];
  if (!since || request.headers['if-none-match'] !== undefined) return false;
  const date = Date.parse(since);
  return !Number.isNaN(date) && modifiedMs <= date;
}

/** What {@link memoryFiles} needs of a request path. */
export interface MemoryContext {
  /** The request path, normalised (`/guide/`, `/assets/app-1234.js`). */
  pathname: string;
  /** The negotiated encodings as `acceptableEncodings` writes them: `'br, gzip'`, `'gzip'`, `'br'` or `''`. */
  encodings: string;
  /** The path's own response headers (security headers, cache policy). */
  headers: Readonly<Record<string, string>>;
  /** Its content type; `undefined` leaves the path to the library. */
  type: string | undefined;
}

/** Options of {@link memoryFiles}. */
export interface MemoryOptions {
  /** Largest file held, bytes; {@link MEMORY_FILE_LIMIT} by default. */
  maxFileBytes?: number;
  /** Bytes held in total before the least recently used files are dropped; {@link MEMORY_TOTAL_LIMIT} by default. */
  maxTotalBytes?: number;
}

/** The file a request path names, output-relative: a folder path names its `index.html`. */
export function fileOf(pathname: string): string {
  return pathname.endsWith('/') ? `${pathname}index.html` : pathname;
}

const SUFFIX: Record<string, string> = { br: '.br', gzip: '.gz' };

/**
 * The memory of the output folder `dir` (one state of it: a rebuilt folder gets a new one).
 * Its two answerers return `true` when they have answered the request (200, or 304 for a
 * matching `If-None-Match`, without a body for HEAD) and `false` when the request is the
 * library's (a `Range` always is). Files are read on their first request, then held until
 * evicted. Never throws: a file that cannot be read is left to the library, which answers it
 * or its absence.
 */
export function memoryFiles(dir: string, options: MemoryOptions = {}) {
  const maxFileBytes = options.maxFileBytes ?? MEMORY_FILE_LIMIT;
  const held = new LRUCache<string, Entry>({
    maxSize: Math.max(1, options.maxTotalBytes ?? MEMORY_TOTAL_LIMIT),
    // A pass marker counts as 1 KiB, so that a flood of distinct paths holds at most a bounded number.
    sizeCalculation: (entry) => (entry === PASS || 'missing' in entry ? 1024 : entry.body.length + 1024),
  });
  const loading = new Map<string, Promise<Entry>>();

  /** The first representation of the file the client accepts, Brotli then gzip then identity. */
  const load = async ({ pathname, encodings, headers, type }: MemoryContext): Promise<Entry> => {
    if (!type || maxFileBytes <= 0) return PASS;
    const file = path.join(dir, fileOf(pathname));
    const order = [...encodings.split(', ').filter((encoding) => encoding in SUFFIX), ''];
    for (const [index, encoding] of order.entries()) {
      const name = file + (SUFFIX[encoding] ?? '');
      const decisive = order.slice(0, index + 1).map((candidate) => file + (SUFFIX[candidate] ?? ''));
      const stats = await stat(name).catch(() => undefined);
      if (!stats) continue;
      if (!stats.isFile() || stats.size > maxFileBytes) return PASS;
      const before = signatures(decisive);
      const body = await readFile(name).catch(() => undefined);
      // Written to while read: leave it to the library this time.
      if (!body || body.length !== stats.size || signatures(decisive) !== before) return PASS;
      const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
      return {
        files: decisive,
        signature: before,
        body,
        etag,
        modifiedMs: Math.floor(stats.mtime.getTime() / 1000) * 1000,
        ok: {
          ...headers,
          'content-type': type,
          'content-length': String(body.length),
          'last-modified': stats.mtime.toUTCString(),
          etag,
          vary: 'Accept-Encoding',
          ...(encoding && { 'content-encoding': encoding }),
        },
        notModified: { ...headers, etag, vary: 'Accept-Encoding' },
        error: {
          'content-type': type,
          'content-length': String(body.length),
          'cache-control': CACHE_REVALIDATE,
          vary: 'Accept-Encoding',
          ...(encoding && { 'content-encoding': encoding }),
        },
      };
    }
    if (pathname === '/404.html') return PASS;
    const files = candidates(dir, pathname);
    const folder = nearestFolder(dir, path.dirname(files[0]));
    const before = signature(folder);
    // A file appearing while this looked: leave the path to the library this time.
    if (signatures(files) !== NONE(files) || signature(folder) !== before) return PASS;
    return { missing: true, files: [folder], signature: before, encodings, headers };
  };

  /** The entry of `key` while its file is unchanged (or, for a missing path, still missing); a stale one is dropped. */
  const current = (key: string): Entry | undefined => {
    const entry = held.get(key);
    if (entry === undefined || entry === PASS || signatures(entry.files, signatureNow) === entry.signature) return entry;
    held.delete(key);
    return undefined;
  };

  /** The 404 page in `encodings`, read and held if need be. */
  const notFoundPage = async (encodings: string): Promise<Entry> => {
    const key = notFoundKey(encodings);
    let entry = current(key);
    if (entry === undefined) {
      entry = await load({ pathname: '/404.html', encodings, headers: {}, type: MIME_TYPES_HTML }).catch((): Entry => PASS);
      held.set(key, entry);
    }
    return entry;
  };

  /** Answers from a held representation: false when `key` holds none (not yet read, or the library's). */
  const answer = (
    request: IncomingMessage,
    response: ServerResponse,
    entry: Entry | undefined,
    status = 200,
    headers: Readonly<Record<string, string>> = {},
  ): boolean => {
    if (entry === undefined || entry === PASS) return false;
    if ('missing' in entry) {
      const page = current(notFoundKey(entry.encodings));
      if (page === undefined || page === PASS || 'missing' in page) return false;
      if (entry.answered?.page !== page) entry.answered = { page, headers: { ...entry.headers, ...page.error } };
      response.writeHead(404, entry.answered.headers);
      response.end(request.method === 'HEAD' ? undefined : page.body);
      return true;
    }
    if (status === 200 && (request.headers['if-none-match'] === entry.etag || notModifiedSince(request, entry.modifiedMs))) {
      response.writeHead(304, entry.notModified);
      response.end();
      return true;
    }
    response.writeHead(status, status === 200 ? entry.ok : { ...headers, ...entry.error });
    response.end(request.method === 'HEAD' ? undefined : entry.body);
    return true;
  };

  return {
    /**
     * Answers synchronously when the request's key holds a file already read; never reads.
     * `key` is {@link memoryKey} of a request the caller has already checked once in full
     * (a raw request target maps to the same file while the output is the same).
     */
    answerHeld(request: IncomingMessage, response: ServerResponse, key: string): boolean {
      return !request.headers.range && answer(request, response, current(key));
    },
    /**
     * Answers a request for a missing file with the output's 404 page (status 404) in the
     * negotiated encoding, read once and held while unchanged, with the request path's
     * `headers`; false when the output has no 404 page.
     */
    async answerNotFound(request: IncomingMessage, response: ServerResponse, encodings: string, headers: Readonly<Record<string, string>>): Promise<boolean> {
      return answer(request, response, await notFoundPage(encodings), 404, headers);
    },
    /** Reads the file of a checked request if need be and answers it; false leaves it to the library. */
    async answer(request: IncomingMessage, response: ServerResponse, key: string, context: MemoryContext): Promise<boolean> {
      if (request.headers.range) return false;
      let entry = current(key);
      if (entry === undefined) {
        let pending = loading.get(key);
        if (!pending) {
          pending = load(context).catch((): Entry => PASS);
          loading.set(key, pending);
        }
        entry = await pending;
        loading.delete(key);
        held.set(key, entry);
      }
      if (entry !== PASS && 'missing' in entry) await notFoundPage(entry.encodings);
      return answer(request, response, entry);
    },
  };
}

/** The memory key of a request: its raw target (path and query as sent) under the negotiated encodings. */
export function memoryKey(target: string, encodings: string): string {
  return `${encodings}\n${target}`;
}
