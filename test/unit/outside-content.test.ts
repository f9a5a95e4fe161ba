// @vitest-environment node
/**
 * A content folder outside the project builds like one inside it (its demos import the pinned
 * packages from the project), and once the site model is loaded no step reads the content
 * folder again: the build succeeds with the folder gone.
 */
import { cp, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/pipeline/build';
import { loadSite } from '../../cli/pipeline/model/site';
import { readConfig } from '../../cli/config';

const ROOT = path.resolve(__dirname, '../..');
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'docs-outside-'));
  await cp(path.join(ROOT, 'test/fixtures/demo-site'), path.join(work, 'content'), { recursive: true });
});

afterAll(() => rm(work, { recursive: true, force: true }));

const page = (out: string) => readFile(path.join(out, 'material-ui/react-box/index.html'), 'utf8');

describe('content outside the project', () => {
  it('builds, its demo rendered on the server with the pinned packages and bundled for the browser', async () => {
    const out = path.join(work, 'out');
    const result = await buildSite({ root: ROOT, contentDir: path.join(work, 'content'), outDir: out, config: readConfig({}) });
    expect(result.demos).toBe(1);
    const html = await page(out);
    expect(html).toMatch(/<ul class="MuiBox-root [^"]*">(<li class="MuiTypography-root[^>]*>[^<]+<\/li>){2}<\/ul>/);
    expect(html).toContain('Head torch');
    const entry = result.ctx.bundle.entries.get('demos/material-ui/react-box/PackingList');
    expect(entry).toMatch(/^\/assets\/demos\/.*\.js$/);
    // The sibling module is bundled from the model's copy, types removed.
    expect(await readFile(path.join(out, entry!), 'utf8')).toContain('Rain jacket');
  }, 300_000);

  it('restores the client bundle of a copy of the content in another folder, as its inputs are the same', async () => {
    const build = (contentDir: string) =>
      buildSite({ root: ROOT, contentDir, outDir: path.join(contentDir, '..', `out-${path.basename(contentDir)}`), config: readConfig({}) });
    const copy = path.join(work, 'copy');
    await cp(path.join(work, 'content'), copy, { recursive: true });
    const [first, second] = [await build(path.join(work, 'content')), await build(copy)];
    // esbuild names its outputs by a hash that also covers the input paths: equal names mean the copy's build restored the first one's bundle.
    expect([...second.ctx.bundle.entries]).toEqual([...first.ctx.bundle.entries]);
  }, 300_000);

  it('reads no content once the site model is loaded: the build succeeds with the folder moved away', async () => {
    const contentDir = path.join(work, 'content');
    const site = await loadSite(contentDir, { only: '/material-ui/react-box/' });
    await rename(contentDir, path.join(work, 'moved'));
    try {
      const out = path.join(work, 'out-after-load');
      await buildSite({ root: ROOT, contentDir, outDir: out, config: readConfig({}), only: '/material-ui/react-box/', site });
      expect(await page(out)).toContain('Rain jacket');
    } finally {
      await rename(path.join(work, 'moved'), contentDir);
    }
  }, 300_000);
});
