// @vitest-environment node
/**
 * A build stopped at any point (Ctrl-C, or killed outright) leaves its cache usable: the next
 * build succeeds and writes the same site as a build that was never stopped. Each build here is
 * the CLI as a maintainer runs it, with a cache folder of its own (`DOCS_CACHE_DIR`) that starts
 * empty but for the API data, copied in so the runs stay short: the reference build's, which
 * holds the fixture's own (its products differ from the project's, and so does its key).
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'docs-interrupted-'));
  await cp(path.join(ROOT, 'test/fixtures/demo-site'), path.join(work, 'content'), { recursive: true });
});

afterAll(() => rm(work, { recursive: true, force: true }));

/**
 * Runs `docs build` on the fixture with its own cache; with `stopAt`, sends `signal` once the
 * build reports that phase (or, with a number, after that many ms) and resolves when it ended.
 */
function build(cache: string, out: string, stop?: { at: string | number; signal: NodeJS.Signals }): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['cli/bin.mjs', 'build', '--content', path.join(work, 'content'), '--out', out], {
      cwd: ROOT,
      env: { ...process.env, DOCS_CACHE_DIR: cache },
    });
    let output = '';
    const kill = () => child.kill(stop!.signal);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (typeof stop?.at === 'string' && output.includes(`docs: ${stop.at}`)) kill();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const timer = typeof stop?.at === 'number' ? setTimeout(kill, stop.at) : undefined;
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Every file of a built site with its text, by path. */
async function site(dir: string): Promise<Map<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  return new Map(
    await Promise.all(
      files.map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), await readFile(file, 'latin1')] as const;
      }),
    ),
  );
}

/** A cache folder holding only the API data of the cache folder `from` (none when it has none). */
async function freshCache(name: string, from: string): Promise<string> {
  const cache = path.join(work, name);
  await cp(path.join(from, 'api'), path.join(cache, 'api'), { recursive: true }).catch(() => {});
  return cache;
}

describe('an interrupted build', () => {
  it('leaves a cache from which the next build writes the same site as an uninterrupted one', async () => {
    // Unique sources: no cache outside this test has the demo's entries.
    const demo = path.join(work, 'content/material-ui/react-box/PackingList.tsx');
    await writeFile(demo, `${await readFile(demo, 'utf8')}// run ${process.pid}-${Date.now()}\n`);

    const reference = path.join(work, 'reference');
    const referenceCache = await freshCache('cache-reference', path.join(ROOT, '.cache'));
    expect((await build(referenceCache, reference)).code).toBe(0);

    const cache = await freshCache('cache-interrupted', referenceCache);
    const out = path.join(work, 'out');
    const stops: Array<{ at: string | number; signal: NodeJS.Signals }> = [
      { at: 'site model', signal: 'SIGINT' },
      { at: 'demo server renders', signal: 'SIGKILL' },
      { at: 'demo assets', signal: 'SIGKILL' },
      { at: 'pages', signal: 'SIGKILL' },
      { at: 'service worker', signal: 'SIGINT' },
    ];
    for (const stop of stops) {
      const stopped = await build(cache, out, stop);
      // Stopped, or done before the signal landed: either way the next build must succeed.
      expect(stopped.code === 0 || stopped.code === null || stopped.code === 130, `${stop.at}: ${stopped.output}`).toBe(true);
    }
    const finished = await build(cache, out);
    expect(finished.code, finished.output).toBe(0);

    const [expected, actual] = await Promise.all([site(reference), site(out)]);
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    const differing = [...expected].filter(([file, text]) => actual.get(file) !== text).map(([file]) => file);
    expect(differing).toEqual([]);
  }, 600_000);
});
