/**
 * The page feedback service, run by `docs serve` beside the static site or alone by
 * `docs feedback`.
 *
 * Contract (any production service must keep it; see the README):
 * - `POST /api/feedback` with `Content-Type: application/json` and `{ page, rating, comment? }`
 *   → `201 { id }` once stored durably; `400 { error, field }` naming the first bad field;
 *   `413` over 16 KB; `415` for other content types; `429` with `Retry-After` (s) over the rate;
 *   `503` when the store cannot take it.
 * - `GET /api/feedback/export?format=json|csv` → every row, for the docs team; with
 *   `DOCS_FEEDBACK_EXPORT_TOKEN` set it needs `Authorization: Bearer <token>`, otherwise it
 *   answers loopback clients only.
 * - CORS: any origin may POST (the site may be served from another host).
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { feedbackCsv } from './csv';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import type { FeedbackStore } from './store';
import { validateFeedback } from './validate';

/** Path submissions are posted to. */
export const FEEDBACK_PATH = '/api/feedback';
/** Path of the export. */
export const FEEDBACK_EXPORT_PATH = '/api/feedback/export';
/** Largest request body read, bytes. */
export const FEEDBACK_MAX_BODY_BYTES = 16 * 1024;

/** Handles a request when it is the service's; resolves false to let the static site answer. */
export type ApiHandler = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<boolean>;

/** What the service needs. */
export interface FeedbackServiceOptions {
  store: FeedbackStore;
  /** Every site path feedback may name; read again on each call so rebuilds are seen. */
  pages: () => ReadonlySet<string>;
  limiter?: RateLimiter;
  /** Bearer token the export requires; without one, only loopback clients may export. */
  exportToken?: string;
}

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST, OPTIONS', 'access-control-allow-headers': 'content-type' };

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): true {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...CORS, ...headers });
  response.end(JSON.stringify(body));
  return true;
}

class TooLarge extends Error {}

async function readBody(request: IncomingMessage): Promise<string> {
  if (Number(request.headers['content-length'] ?? 0) > FEEDBACK_MAX_BODY_BYTES) throw new TooLarge();
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FEEDBACK_MAX_BODY_BYTES) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Whether a `Content-Type` value is JSON: the media type compared without case (RFC 9110), parameters ignored. */
export function isJsonContentType(header: string | undefined): boolean {
  return (header ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}

/**
 * Whether an `Authorization` value carries `token` as a Bearer credential: the scheme compared
 * without case (RFC 9110), the token exactly and in constant time.
 */
export function hasBearerToken(header: string | undefined, token: string): boolean {
  const match = /^bearer +(\S+) *$/i.exec(header ?? '');
  if (!match) return false;
  const [given, expected] = [Buffer.from(match[1]), Buffer.from(token)];
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const isLoopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

/** The service as a request handler for `docs serve`. */
export function feedbackService({ store, pages, limiter = createRateLimiter(), exportToken }: FeedbackServiceOptions): ApiHandler {
  const submit = async (request: IncomingMessage, response: ServerResponse) => {
    if (!isJsonContentType(request.headers['content-type'])) return json(response, 415, { error: 'Content-Type must be application/json' });
    const verdict = limiter.attempt(request.socket.remoteAddress ?? 'unknown');
    if (!verdict.allowed)
      return json(response, 429, { error: 'Too many submissions; try again later' }, { 'retry-after': String(Math.ceil(verdict.retryAfterMs / 1000)) });
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request));
    } catch (error) {
      if (error instanceof TooLarge) return json(response, 413, { error: `body: at most ${FEEDBACK_MAX_BODY_BYTES} bytes`, field: 'body' });
      return json(response, 400, { error: 'body: invalid JSON', field: 'body' });
    }
    const result = validateFeedback(body, pages());
    if (!result.ok) return json(response, 400, { error: result.message, field: result.field });
    let id: number;
    try {
      ({ id } = await store.insert(result.value));
    } catch {
      // The database is down or refused the row: the reader may retry; the reason stays in the server.
      return json(response, 503, { error: 'feedback could not be stored; try again later' });
    }
    return json(response, 201, { id });
  };

  const exportRows = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const allowed = exportToken ? hasBearerToken(request.headers.authorization, exportToken) : isLoopback(request.socket.remoteAddress);
    if (!allowed) return json(response, exportToken ? 401 : 403, { error: 'export needs the export token' });
    const format = url.searchParams.get('format') ?? 'json';
    if (format === 'json') return json(response, 200, await store.all());
    if (format !== 'csv') return json(response, 400, { error: 'format: expected json or csv', field: 'format' });
    response.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="feedback.csv"',
      'cache-control': 'no-store',
    });
    response.end(feedbackCsv(await store.all()));
    return true;
  };

  return async (request, response, url) => {
    if (url.pathname === FEEDBACK_PATH) {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS).end();
        return true;
      }
      if (request.method === 'POST') return submit(request, response);
      return json(response, 405, { error: 'use POST' }, { allow: 'POST, OPTIONS' });
    }
    if (url.pathname === FEEDBACK_EXPORT_PATH && request.method === 'GET') return exportRows(request, response, url);
    return false;
  };
}
