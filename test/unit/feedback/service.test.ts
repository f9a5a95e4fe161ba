// @vitest-environment node
/**
 * The feedback service over HTTP on 127.0.0.1, the same tests on each store: SQLite, and a real
 * PostgreSQL server started for the file (installed with apt-get when missing; the PostgreSQL
 * runs are skipped, with the reason printed, only where it cannot be installed).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../../scripts/postgres';
import { createRateLimiter } from '../../../cli/feedback/rate-limit';
import { feedbackService, hasBearerToken, isJsonContentType } from '../../../cli/feedback/service';
import { type FeedbackStore, openFeedbackStore, openPostgresStore, openSqliteStore } from '../../../cli/feedback/store';

let postgres: TestPostgres = { skip: 'not started' };
beforeAll(async () => {
  postgres = await startTestPostgres();
  if ('skip' in postgres) console.warn(`feedback service tests on PostgreSQL skipped: ${postgres.skip}`);
}, 300_000);
afterAll(() => {
  if ('stop' in postgres) postgres.stop();
});

/** A fresh, empty store of each kind. */
const STORES: [string, () => Promise<FeedbackStore>][] = [
  ['SQLite', async () => openSqliteStore(':memory:')],
  [
    'PostgreSQL',
    async () => {
      if (!('url' in postgres)) throw new Error('no PostgreSQL');
      const store = await openPostgresStore(postgres.url);
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      await client.query('TRUNCATE feedback RESTART IDENTITY');
      await client.end();
      return store;
    },
  ],
];

describe.each(STORES)('feedback service on %s', (kind, openStore) => {
  let server: Server | undefined;
  let store: FeedbackStore | undefined;
  afterEach(async () => {
    server?.close();
    await store?.close();
    store = undefined;
  });

  async function start(options: { limit?: number; exportToken?: string; store?: FeedbackStore } = {}) {
    store = options.store ?? (await openStore());
    const handler = feedbackService({
      store,
      pages: () => new Set(['/material-ui/react-button/']),
      limiter: createRateLimiter(options.limit ?? 100),
      exportToken: options.exportToken,
    });
    server = createServer(async (request, response) => {
      if (!(await handler(request, response, new URL(request.url!, 'http://x')))) response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  const post = (url: string, body: unknown, type = 'application/json') =>
    fetch(`${url}/api/feedback`, { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });

  const available = () => kind === 'SQLite' || 'url' in postgres;

  it('stores a submission and exports it as JSON and CSV', async ({ skip }) => {
    if (!available()) skip();
    const url = await start();
    const response = await post(url, { page: '/material-ui/react-button/', rating: 1, comment: 'Good, "really" 😀' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 1 });
    const rows = await (await fetch(`${url}/api/feedback/export?format=json`)).json();
    expect(rows).toEqual([
      { id: 1, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), page: '/material-ui/react-button/', rating: 1, comment: 'Good, "really" 😀' },
    ]);
    const csv = await fetch(`${url}/api/feedback/export?format=csv`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toMatch(/^id,createdAt,page,rating,comment\r\n1,.*,\/material-ui\/react-button\/,1,"Good, ""really"" 😀"\r\n$/);
  });

  it('keeps the longest comment allowed (2000 characters, astral ones too)', async ({ skip }) => {
    if (!available()) skip();
    const url = await start();
    expect((await post(url, { page: '/material-ui/react-button/', rating: 0, comment: '😀'.repeat(2000) })).status).toBe(201);
    expect((await store!.all())[0].comment).toBe('😀'.repeat(2000));
  });

  it('answers bad input with 400 naming the field, and stores nothing', async ({ skip }) => {
    if (!available()) skip();
    const url = await start();
    for (const [body, field] of [
      [{ page: '/nope/', rating: 1 }, 'page'],
      [{ page: '/material-ui/react-button/', rating: 5 }, 'rating'],
      [{ page: '/material-ui/react-button/', rating: 1, comment: 'x'.repeat(2001) }, 'comment'],
      [{ page: '/material-ui/react-button/', rating: 1, comment: 'C1 \u0085' }, 'comment'],
      [{ page: '/material-ui/react-button/', rating: 1, comment: 'NUL \u0000' }, 'comment'],
      [{ page: '/material-ui/react-button/', rating: 1, admin: true }, 'admin'],
      ['{not json', 'body'],
    ] as const) {
      const response = await post(url, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ field, error: expect.stringContaining(field) });
    }
    expect((await post(url, 'page=/', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post(url, { page: '/', rating: 1 }, 'application/jsonx')).status).toBe(415);
    expect((await post(url, JSON.stringify({ comment: 'x'.repeat(20_000) }))).status).toBe(413);
    expect(await store!.all()).toEqual([]);
  });

  it('reads the media type without case, as HTTP defines it', async ({ skip }) => {
    if (!available()) skip();
    const url = await start();
    for (const type of ['Application/JSON', 'APPLICATION/JSON; charset=UTF-8', ' application/json ;charset=utf-8']) {
      expect((await post(url, { page: '/material-ui/react-button/', rating: 1 }, type)).status, type).toBe(201);
    }
  });

  it('limits the rate per client with 429 and Retry-After', async ({ skip }) => {
    if (!available()) skip();
    const url = await start({ limit: 2 });
    const body = { page: '/material-ui/react-button/', rating: 0 };
    expect((await post(url, body)).status).toBe(201);
    expect((await post(url, body)).status).toBe(201);
    const limited = await post(url, body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await store!.all()).toHaveLength(2);
  });

  it('lets any origin post (CORS preflight) and guards the export with the token, its scheme in any case', async ({ skip }) => {
    if (!available()) skip();
    const url = await start({ exportToken: 'secret' });
    const preflight = await fetch(`${url}/api/feedback`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${url}/api/feedback/export`)).status).toBe(401);
    for (const authorization of ['Bearer secret', 'bearer secret', 'BEARER secret'])
      expect((await fetch(`${url}/api/feedback/export`, { headers: { authorization } })).status, authorization).toBe(200);
    for (const authorization of ['Bearer Secret', 'Bearer secret2', 'Basic secret', 'Bearer'])
      expect((await fetch(`${url}/api/feedback/export`, { headers: { authorization } })).status, authorization).toBe(401);
    expect((await fetch(`${url}/api/feedback/export?format=xml`, { headers: { authorization: 'Bearer secret' } })).status).toBe(400);
  });

  it('answers 503 when the store fails, and stays up', async ({ skip }) => {
    if (!available()) skip();
    const real = await openStore();
    const failing: FeedbackStore = { ...real, insert: () => Promise.reject(new Error('database down')) };
    const url = await start({ store: failing });
    const response = await post(url, { page: '/material-ui/react-button/', rating: 1 });
    expect(response.status).toBe(503);
    expect(await response.text()).not.toContain('database down');
    expect((await fetch(`${url}/api/feedback/export`)).status).toBe(200);
  });
});

describe('store selection', () => {
  it('opens PostgreSQL when DOCS_FEEDBACK_DATABASE_URL is set, SQLite otherwise', async ({ skip }) => {
    const sqlite = await openFeedbackStore(':memory:', {});
    await sqlite.insert({ page: '/a/', rating: 1, comment: '' });
    expect(await sqlite.all()).toHaveLength(1);
    await sqlite.close();
    // An unreachable server is an error, never a silent fallback to SQLite.
    await expect(openFeedbackStore(':memory:', { DOCS_FEEDBACK_DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })).rejects.toThrow();
    if (!('url' in postgres)) return skip();
    const env = { DOCS_FEEDBACK_DATABASE_URL: postgres.url };
    const shared = [await openFeedbackStore(':memory:', env), await openFeedbackStore(':memory:', env)];
    // Two instances share one store: a row written by one is read by the other.
    const row = await shared[0].insert({ page: '/shared/', rating: 0, comment: 'from instance one' });
    expect(await shared[1].all()).toContainEqual(row);
    await Promise.all(shared.map((store) => store.close()));
  });
});

describe('header parsing', () => {
  it('reads JSON media types and Bearer credentials as HTTP defines them', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('Application/Json;charset=utf-8')).toBe(true);
    expect(isJsonContentType('application/json-patch+json')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
    expect(hasBearerToken('bEaReR tok', 'tok')).toBe(true);
    expect(hasBearerToken('Bearer tok ', 'tok')).toBe(true);
    expect(hasBearerToken('Bearer tok2', 'tok')).toBe(false);
    expect(hasBearerToken('Bearertok', 'tok')).toBe(false);
    expect(hasBearerToken(undefined, 'tok')).toBe(false);
  });
});
