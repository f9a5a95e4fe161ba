/**
 * `docs feedback`: the feedback service alone on its own port, for a site whose pages are on a
 * static host or CDN (`DOCS_FEEDBACK_URL` points the widget at it). Answers the service's
 * routes; anything else is a JSON 404.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiHandler } from './service';

/** A running feedback server. */
export interface FeedbackServer {
  /** Base URL, e.g. `http://127.0.0.1:3002`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `api` on `host` (127.0.0.1 by default) and `port` (0 picks a free one); resolves once it listens.
 * @throws Error when the port is taken (EADDRINUSE).
 */
export function startFeedbackServer({ api, port, host = '127.0.0.1' }: { api: ApiHandler; port: number; host?: string }): Promise<FeedbackServer> {
  const server = createServer((request, response) => {
    const answer = (status: number, error: string) => {
      if (response.headersSent) return void response.destroy();
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify({ error }));
    };
    // Only the path and query matter: a fixed base, never the request's Host.
    api(request, response, new URL(request.url ?? '/', 'http://localhost'))
      .then((handled) => handled || answer(404, 'not found'))
      .catch(() => answer(500, 'internal error'));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      resolve({
        url: `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
