// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheDir, hashKey, jsonStore, writeAtomic } from '../../cli/pipeline/cache/cache';
import { codeKey, moduleGraph } from '../../cli/pipeline/cache/code-key';
import { FOLDER_ENTRIES_KEPT, folderStore } from '../../cli/pipeline/cache/folder-store';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docs-cache-'));
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('the build cache', () => {
  it('writes an entry whole through a rename, leaving no temporary file', async () => {
    const file = path.join(root, 'atomic/entry.json');
    await writeAtomic(file, '{"a":1}');
    await writeAtomic(file, '{"a":2}');
    expect(await readFile(file, 'utf8')).toBe('{"a":2}');
    expect(await readdir(path.dirname(file))).toEqual(['entry.json']);
  });

  it('treats a truncated or unreadable entry as a miss, recomputes it and writes it again', async () => {
    const store = jsonStore<{ value: number }>(root, 'truncated');
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return { value: computed };
    };
    expect(await store.get('k', compute)).toEqual({ value: 1 });
    expect(await store.get('k', compute)).toEqual({ value: 1 });
    // A build killed while another tool copied the cache, or a full disk: a cut-off file.
    await writeFile(store.file('k'), '{"val');
    expect(await store.read('k')).toBeUndefined();
    expect(await store.get('k', compute)).toEqual({ value: 2 });
    expect(JSON.parse(await readFile(store.file('k'), 'utf8'))).toEqual({ value: 2 });
    await writeFile(store.file('k'), '');
    expect(await store.get('k', compute)).toEqual({ value: 3 });
  });

  it('stores a folder of files with its manifest, restores it elsewhere, and keeps only the newest entries', async () => {
    const store = folderStore<{ entry: string }>(root, 'folders');
    const out = path.join(root, 'out-a');
    await writeAtomic(path.join(out, 'assets/boot-1.js'), 'boot();');
    await writeAtomic(path.join(out, 'assets/chunks/c-1.js'), 'chunk();');
    await writeAtomic(path.join(out, 'index.html'), 'not part of the entry');
    const target = path.join(root, 'out-b');
    expect(await store.restore('k1', target)).toBeUndefined();
    await store.save('k1', out, ['assets/boot-1.js', 'assets/chunks/c-1.js'], { entry: 'boot' });
    expect(await store.restore('k1', target)).toEqual({ entry: 'boot' });
    expect(await readFile(path.join(target, 'assets/chunks/c-1.js'), 'utf8')).toBe('chunk();');
    await expect(readFile(path.join(target, 'index.html'))).rejects.toThrow();
    // An entry cut short (no manifest: a build killed while writing one by hand) is a miss.
    const dir = path.join(cacheDir(root), 'folders');
    await rm(path.join(dir, 'k1/manifest.json'));
    expect(await store.restore('k1', path.join(root, 'out-c'))).toBeUndefined();
    // Entries are ranked by modification time: each is dated a minute after the one before.
    const hourAgo = Date.now() - 3_600_000;
    await utimes(path.join(dir, 'k1'), new Date(hourAgo), new Date(hourAgo));
    for (let index = 2; index <= FOLDER_ENTRIES_KEPT + 2; index += 1) {
      await store.save(`k${index}`, out, ['assets/boot-1.js'], { entry: `v${index}` });
      const dated = new Date(hourAgo + index * 60_000);
      await utimes(path.join(dir, `k${index}`), dated, dated);
    }
    expect((await readdir(dir)).sort()).toEqual([`k${FOLDER_ENTRIES_KEPT + 1}`, `k${FOLDER_ENTRIES_KEPT + 2}`]);
  });

  it('never stores an error', async () => {
    const store = jsonStore<number>(root, 'errors');
    await expect(store.get('k', async () => Promise.reject(new Error('broken page')))).rejects.toThrow('broken page');
    expect(await store.read('k')).toBeUndefined();
  });

  it('keys code by the modules an entry imports, followed through the graph, and nothing else', async () => {
    const project = path.join(root, 'project');
    const write = (file: string, text: string) => writeAtomic(path.join(project, file), text);
    await write('package-lock.json', '{}');
    await write('task.ts', "import { helper } from './helper';\nexport default () => helper();\n");
    await write('helper.ts', "export const helper = () => 'one';\n");
    await write('unrelated.ts', 'export const x = 1;\n');
    expect(await moduleGraph(project, ['task.ts'])).toEqual(['helper.ts', 'task.ts']);
    const before = await codeKey(project, ['task.ts']);
    // The key is memoised per process; a fresh entry list reads the files again.
    await write('unrelated.ts', 'export const x = 2;\n');
    expect(await codeKey(project, ['./task.ts'])).toBe(before);
    await write('helper.ts', "export const helper = () => 'two';\n");
    expect(await codeKey(project, [path.join(project, 'task.ts')])).not.toBe(before);
    expect(hashKey(['a', 'b'])).not.toBe(hashKey(['ab']));
  });
});
