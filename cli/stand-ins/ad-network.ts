/**
 * A fake ad network on 127.0.0.1, for `npm start` and the tests; production
 * points the ad config at the real network and nothing in the site depends on this.
 *
 * - `GET /script.js`: the network script. It inserts a Carbon-style `#carbonads` element after
 *   itself: an ad (`mode=ad`), the backer placeholder linking to the backer link
 *   (`mode=backer`), or nothing (`mode=none`, as when the network has no ad).
 * - `GET /feed.json`: the JSON feed of ad items, by `mode`: `good`, `empty`,
 *   `malformed`, `slow` (good after `delay` ms, default 3000), `failing` (HTTP 500),
 *   `network-error` (connection dropped), `hostile` (unsafe items before a safe one), `huge`
 *   (a 5 MB body).
 * - `GET /pixel/<name>`, `GET /impression`, `GET /image.svg`: tracking pixels and artwork.
 * - `PUT /control?script=<mode>&feed=<mode>`: sets the default modes.
 *
 * A `mode` query parameter on a request overrides the default for that request, so a browser
 * test can pick a response per page (Playwright's `route.continue({ url })`).
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Modes of the network script. */
export const SCRIPT_MODES = ['ad', 'backer', 'none'] as const;
/** Modes of the feed. */
export const FEED_MODES = ['good', 'empty', 'malformed', 'slow', 'failing', 'network-error', 'hostile', 'huge'] as const;

type ScriptMode = (typeof SCRIPT_MODES)[number];
type FeedMode = (typeof FEED_MODES)[number];

/** A running fake ad network. */
export interface FakeAdNetwork {
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** The environment variables pointing a build at this network (`DOCS_AD_*`). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Port of the fake network that `npm start` runs beside the site (`--stand-ins`). */
export const STAND_IN_AD_NETWORK_PORT = 3001;

/** The `DOCS_AD_*` environment variables pointing a build at a fake network at `base`. */
export function adNetworkEnv(base: string, backerLink = `${base}/backers`): Record<string, string> {
  return {
    DOCS_AD_SCRIPT_URL: `${base}/script.js`,
    DOCS_AD_FEED_URL: `${base}/feed.json`,
    DOCS_AD_BACKER_LINK: backerLink,
    DOCS_AD_NETWORK_NAME: 'Fake network',
  };
}

/** Timestamp every feed item carries; pixels must arrive with it substituted. */
export const FAKE_FEED_TIMESTAMP = '1763683200';

const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const ARTWORK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 130 100" width="130" height="100"><rect width="130" height="100" fill="#263238"/><path d="M20 70l25-30 20 20 15-12 30 22z" fill="#80cbc4"/><circle cx="96" cy="32" r="10" fill="#ffd54f"/></svg>`;

function scriptBody(mode: ScriptMode, base: string, backerLink: string): string {
  if (mode === 'none') return '/* fake ad network: no ad today */';
  const link = mode === 'backer' ? backerLink : `${base}/click?ad=network`;
  const text = mode === 'backer' ? 'Become a backer and put your brand here.' : 'Fake Cloud: deploy a React app in one command, free for open source.';
  const html = `<span><span class="carbon-wrap"><a href="${link}" class="carbon-img" target="_blank" rel="noopener sponsored"><img src="${base}/image.svg" alt="Fake Cloud" width="130" height="100"></a><a href="${link}" class="carbon-text" target="_blank" rel="noopener sponsored">${text}</a></span><a href="${base}/" class="carbon-poweredby" target="_blank" rel="noopener sponsored">ads via Fake network</a></span>`;
  return `(function () {
  var script = document.currentScript;
  var ad = document.createElement('div');
  ad.id = 'carbonads';
  ad.innerHTML = ${JSON.stringify(html)};
  script.parentNode.insertBefore(ad, script.nextSibling);
})();`;
}

function feedItem(base: string, company = 'Fake Cloud') {
  return {
    company,
    description: 'Deploy a React app in one command, free for open source.',
    image: `${base}/image.svg`,
    statlink: `${base}/click?ad=feed`,
    statimp: `${base}/impression?ad=feed`,
    pixel: `${base}/pixel/a?ts=[timestamp]||${base}/pixel/b?ts=[timestamp]`,
    timestamp: FAKE_FEED_TIMESTAMP,
  };
}

function feedBody(mode: Exclude<FeedMode, 'failing' | 'network-error' | 'slow'>, base: string): string {
  switch (mode) {
    case 'good':
      return JSON.stringify({ ads: [{}, { company: 'No link' }, feedItem(base)] });
    case 'empty':
      return JSON.stringify({ ads: [{}] });
    case 'malformed':
      return '{"ads": [{"company": "Broken"';
    case 'hostile':
      return JSON.stringify({
        ads: [
          { ...feedItem(base, 'Script link'), statlink: 'javascript:alert(document.cookie)' },
          { ...feedItem(base, 'Data link'), statlink: 'data:text/html,<script>alert(1)</script>' },
          {
            ...feedItem(base, 'Hostile <em>Co</em>'),
            description: `<img src=x onerror="window.__adXss=1"><script>window.__adXss=2</script><a href="javascript:window.__adXss=3">click</a><b onclick="window.__adXss=4">Safe words</b>`,
            image: 'javascript:window.__adXss=5',
            pixel: `javascript:window.__adXss=6||${base}/pixel/a?ts=[timestamp]`,
          },
        ],
      });
    case 'huge':
      return JSON.stringify({ ads: [{ ...feedItem(base), description: 'x'.repeat(5 * 1024 * 1024) }] });
  }
}

function send(response: ServerResponse, status: number, type: string, body: string | Buffer): void {
  response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
  response.end(body);
}

/**
 * Starts the fake network on `host:port` (port 0 picks a free one).
 * @param options.backerLink the backer placeholder's link; defaults to `<url>/backers`.
 * @throws Error when the port is taken.
 */
export function startFakeAdNetwork(options: { port?: number; host?: string; backerLink?: string } = {}): Promise<FakeAdNetwork> {
  const defaults: { script: ScriptMode; feed: FeedMode } = { script: 'ad', feed: 'good' };
  let base = '';
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    const backerLink = options.backerLink ?? `${base}/backers`;
    if (request.method === 'PUT' && url.pathname === '/control') {
      const script = url.searchParams.get('script') as ScriptMode | null;
      const feed = url.searchParams.get('feed') as FeedMode | null;
      if ((script && !SCRIPT_MODES.includes(script)) || (feed && !FEED_MODES.includes(feed))) return send(response, 400, 'text/plain', 'unknown mode');
      Object.assign(defaults, script && { script }, feed && { feed });
      return send(response, 200, 'application/json', JSON.stringify(defaults));
    }
    const mode = url.searchParams.get('mode');
    switch (url.pathname) {
      case '/script.js':
        return send(response, 200, 'text/javascript', scriptBody(SCRIPT_MODES.find((known) => known === mode) ?? defaults.script, base, backerLink));
      case '/feed.json': {
        const feed = FEED_MODES.find((known) => known === mode) ?? defaults.feed;
        if (feed === 'failing') return send(response, 500, 'text/plain', 'feed unavailable');
        if (feed === 'network-error') return void request.socket.destroy();
        if (feed === 'slow') {
          const timer = setTimeout(() => send(response, 200, 'application/json', feedBody('good', base)), Number(url.searchParams.get('delay') ?? 3000));
          return void response.on('close', () => clearTimeout(timer));
        }
        return send(response, 200, 'application/json', feedBody(feed, base));
      }
      case '/image.svg':
        return send(response, 200, 'image/svg+xml', ARTWORK);
      case '/impression':
        return send(response, 200, 'image/gif', PIXEL_GIF);
      default:
        if (url.pathname.startsWith('/pixel/')) return send(response, 200, 'image/gif', PIXEL_GIF);
        return send(response, 404, 'text/plain', 'not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { port, address } = server.address() as AddressInfo;
      base = `http://${address}:${port}`;
      resolve({
        url: base,
        env: adNetworkEnv(base, options.backerLink),
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
