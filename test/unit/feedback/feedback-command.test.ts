// @vitest-environment node
/**
 * `docs feedback`: the service alone (no static files) as a process on 127.0.0.1, on SQLite by
 * default and on PostgreSQL when `DOCS_FEEDBACK_DATABASE_URL` is set (two processes sharing it).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../../scripts/postgres';
import { ROOT } from '../../support/docs-server';

const PAGE = '/material-ui/react-button/';
let dir: string;
let postgres: TestPostgres = { skip: 'not started' };
const running: ChildProcess[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docs-feedback-'));
  await writeFile(
    path.join(dir, 'sitemap.xml'),
    `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>http://localhost:3000${PAGE}</loc></url></urlset>`,
  );
  postgres = await startTestPostgres();
  if ('skip' in postgres) console.warn(`docs feedback on PostgreSQL skipped: ${postgres.skip}`);
}, 300_000);

afterAll(async () => {
  await Promise.all(
    running.map(
      (child) =>
        new Promise((done) => {
          if (child.exitCode !== null) return done(undefined);
          child.once('exit', done);
          child.kill('SIGTERM');
        }),
    ),
  );
  if ('stop' in postgres) postgres.stop();
  await rm(dir, { recursive: true, force: true });
});

/** Starts `docs feedback --port 0`; resolves with its URL once it prints it. */
function startFeedback(env: Record<string, string> = {}): Promise<string> {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'cli/bin.mjs'), 'feedback', '--port', '0', '--sitemap', path.join(dir, 'sitemap.xml'), '--feedback-db', path.join(dir, 'feedback.sqlite')],
    {
      cwd: ROOT,
      env: { ...process.env, DOCS_FEEDBACK_DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /feedback service at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`docs feedback exited with ${code}:\n${output}`)));
  });
}

const submit = (url: string, comment: string) =>
  fetch(`${url}/api/feedback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page: PAGE, rating: 1, comment }) });
const exported = async (url: string) => (await (await fetch(`${url}/api/feedback/export`)).json()) as { comment: string }[];

describe('docs feedback', () => {
  it('runs the service alone on SQLite: validates, stores, exports, and serves no files', async () => {
    const url = await startFeedback();
    expect((await submit(url, 'alone')).status).toBe(201);
    expect(
      (
        await fetch(`${url}/api/feedback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ page: '/nope/', rating: 1 }),
        })
      ).status,
    ).toBe(400);
    expect((await exported(url)).map((row) => row.comment)).toEqual(['alone']);
    for (const target of ['/', '/sitemap.xml', '/feedback.sqlite', '/index.html']) expect((await fetch(`${url}${target}`)).status, target).toBe(404);
  }, 60_000);

  it('shares one PostgreSQL store between two instances', async ({ skip }) => {
    if (!('url' in postgres)) skip();
    const env = { DOCS_FEEDBACK_DATABASE_URL: (postgres as { url: string }).url };
    const [first, second] = await Promise.all([startFeedback(env), startFeedback(env)]);
    expect((await submit(first, 'via one')).status).toBe(201);
    expect((await submit(second, 'via two')).status).toBe(201);
    expect((await exported(first)).map((row) => row.comment).sort()).toEqual(['via one', 'via two']);
  }, 60_000);
});
