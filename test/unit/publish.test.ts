// @vitest-environment node
/** Publishing a finished build: the new output is in place at once, old ones go in the background. */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { oldOutputFolder, publish } from '../../cli/pipeline/publish';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docs-publish-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function folder(name: string, files: Record<string, string>): Promise<string> {
  const at = path.join(dir, name);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(at, file)), { recursive: true });
    await writeFile(path.join(at, file), text);
  }
  return at;
}

describe('publish', () => {
  it('puts the staged output in place and removes the old one, and any an earlier build left, in the background', async () => {
    const out = path.join(dir, 'out');
    await publish(await folder('first.staging', { 'index.html': 'first' }), out);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('first');
    // A removal cut short by an earlier build's machine stopping, and a folder that is not ours.
    await folder(path.basename(oldOutputFolder(out, 4242)), { 'deep/page/index.html': 'stale' });
    await folder('out.old-notes', { 'keep.txt': 'mine' });
    await publish(await folder('second.staging', { 'index.html': 'second', 'assets/app.js': 'js' }), out);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('second');
    await vi.waitFor(async () => expect((await readdir(dir)).sort()).toEqual(['out', 'out.old-notes']), { timeout: 10_000, interval: 50 });
    expect(await readdir(path.join(out, 'assets'))).toEqual(['app.js']);
  });
});
