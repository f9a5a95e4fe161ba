// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../cli/feedback/rate-limit';
import { feedbackService } from '../../../cli/feedback/service';
import { type FeedbackStore, openFeedbackStore } from '../../../cli/feedback/store';

let server: Server | undefined;
let store: FeedbackStore | undefined;
afterEach(() => {
  server?.close();
  store?.close();
});

async function start(options: { limit?: number; exportToken?: string } = {}) {
  store = openFeedbackStore(':memory:');
  const handler = feedbackService({ store, pages: () => new Set(['/material-ui/react-button/']), limiter: createRateLimiter(options.limit ?? 100), exportToken: options.exportToken });
  server = createServer(async (request, response) => {
    if (!(await handler(request, response, new URL(request.url!, 'http://x')))) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

const post = (url: string, body: unknown, type = 'application/json') =>
  fetch(`${url}/api/feedback`, { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('feedback service (issue 7)', () => {
  it('stores a submission and exports it as JSON and CSV', async () => {
    const url = await start();
    const response = await post(url, { page: '/material-ui/react-button/', rating: 1, comment: 'Good, "really"' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 1 });
    const rows = await (await fetch(`${url}/api/feedback/export?format=json`)).json();
    expect(rows).toEqual([{ id: 1, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), page: '/material-ui/react-button/', rating: 1, comment: 'Good, "really"' }]);
    const csv = await fetch(`${url}/api/feedback/export?format=csv`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toMatch(/^id,createdAt,page,rating,comment\r\n1,.*,\/material-ui\/react-button\/,1,"Good, ""really"""\r\n$/);
  });

  it('answers bad input with 400 naming the field, and stores nothing', async () => {
    const url = await start();
    for (const [body, field] of [
      [{ page: '/nope/', rating: 1 }, 'page'],
      [{ page: '/material-ui/react-button/', rating: 5 }, 'rating'],
      [{ page: '/material-ui/react-button/', rating: 1, comment: 'x'.repeat(2001) }, 'comment'],
      [{ page: '/material-ui/react-button/', rating: 1, admin: true }, 'admin'],
      ['{not json', 'body'],
    ] as const) {
      const response = await post(url, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ field, error: expect.stringContaining(field) });
    }
    expect((await post(url, 'page=/', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post(url, JSON.stringify({ comment: 'x'.repeat(20_000) }))).status).toBe(413);
    expect(store!.all()).toEqual([]);
  });

  it('limits the rate per client with 429 and Retry-After', async () => {
    const url = await start({ limit: 2 });
    const body = { page: '/material-ui/react-button/', rating: 0 };
    expect((await post(url, body)).status).toBe(201);
    expect((await post(url, body)).status).toBe(201);
    const limited = await post(url, body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(store!.all()).toHaveLength(2);
  });

  it('lets any origin post (CORS preflight) and guards the export with the token when set', async () => {
    const url = await start({ exportToken: 'secret' });
    const preflight = await fetch(`${url}/api/feedback`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${url}/api/feedback/export`)).status).toBe(401);
    expect((await fetch(`${url}/api/feedback/export`, { headers: { authorization: 'Bearer secret' } })).status).toBe(200);
    expect((await fetch(`${url}/api/feedback/export?format=xml`, { headers: { authorization: 'Bearer secret' } })).status).toBe(400);
  });
});
