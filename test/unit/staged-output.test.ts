// @vitest-environment node
/**
 * `docs build` writes into a staging folder and swaps it in only when the whole build
 * succeeded: a failed build leaves the previous output as it was.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/pipeline/build';
import { readConfig } from '../../cli/config';

const ROOT = path.resolve(__dirname, '../..');
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'docs-staged-'));
  await cp(path.join(ROOT, 'test/fixtures/minimal-site'), path.join(work, 'content'), { recursive: true });
});

afterAll(() => rm(work, { recursive: true, force: true }));

const build = () => buildSite({ root: ROOT, contentDir: path.join(work, 'content'), outDir: path.join(work, 'out'), config: readConfig({}) });

describe('staged output', () => {
  it('keeps the last good output when a build fails, and leaves no staging folder behind', async () => {
    await build();
    const page = path.join(work, 'out/material-ui/react-button/index.html');
    const good = await readFile(page, 'utf8');
    const source = path.join(work, 'content/material-ui/react-button/index.md');
    await writeFile(source, `${await readFile(source, 'utf8')}\n# A second h1\n`);
    await expect(build()).rejects.toThrow(/react-button\/index\.md:\d+: a page has one h1/);
    expect(await readFile(page, 'utf8')).toBe(good);
    expect((await readdir(work)).sort()).toEqual(['content', 'out']);
  }, 300_000);

  it('reports a content error found while the site files are written, naming the page, with its other writes still awaited', async () => {
    // The first test left the button page broken: restore it from the fixture.
    await cp(path.join(ROOT, 'test/fixtures/minimal-site'), path.join(work, 'content'), { recursive: true });
    const post = path.join(work, 'content/blog/hello/index.md');
    await writeFile(post, (await readFile(post, 'utf8')).replace('date: 2026-01-01', 'date: 2026-01-01\naliases:\n  - /material-ui/react-button/'));
    await expect(build()).rejects.toThrow(/blog\/hello\/index\.md:\d+: alias \/material-ui\/react-button\/ is already the page/);
    expect((await readdir(work)).sort()).toEqual(['content', 'out']);
  }, 300_000);
});
