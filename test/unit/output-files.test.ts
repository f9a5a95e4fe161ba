// @vitest-environment node
/** Output files that renders return are written by the build: shared ones once per URL, documents every time. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedFileWriter, writeOutputFiles } from '../../cli/pipeline/output-files';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docs-output-files-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const read = (url: string) => readFile(path.join(dir, url), 'utf8');

describe('sharedFileWriter', () => {
  it('writes a URL once for callers naming it at the same time, and not again', async () => {
    const write = sharedFileWriter(dir);
    await Promise.all([write([{ url: '/a/shared.css', text: 'a{}' }]), write([{ url: '/a/shared.css', text: 'a{}' }])]);
    // Its URL fixes a shared file's contents: a second text for it is never written.
    await write([{ url: '/a/shared.css', text: 'changed{}' }]);
    expect(await read('/a/shared.css')).toBe('a{}');
  });

  it('leaves a file an earlier build wrote, and copies files in their order', async () => {
    await writeFile(path.join(dir, 'kept.css'), 'old{}');
    const font = path.join(dir, 'font.woff2');
    await writeFile(font, 'font bytes');
    const write = sharedFileWriter(dir);
    await write([{ url: '/kept.css', text: 'new{}' }]);
    await write([
      { url: '/pkg/files/font.woff2', copyOf: font },
      { url: '/pkg/index.css', text: '@font-face{src:url(./files/font.woff2)}' },
    ]);
    expect(await read('/kept.css')).toBe('old{}');
    expect(await read('/pkg/files/font.woff2')).toBe('font bytes');
  });

  it('rejects every caller of a failed write, and tries it again on the next call', async () => {
    const source = path.join(dir, 'later.woff2');
    const write = sharedFileWriter(dir);
    const file = { url: '/later/font.woff2', copyOf: source };
    const results = await Promise.allSettled([write([file]), write([file])]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await writeFile(source, 'now here');
    await write([file]);
    expect(await read('/later/font.woff2')).toBe('now here');
  });
});

describe('writeOutputFiles', () => {
  it('writes documents every time, creating their folders', async () => {
    await writeOutputFiles(dir, [{ url: '/page/preview/index.html', text: 'one' }]);
    await writeOutputFiles(dir, [{ url: '/page/preview/index.html', text: 'two' }]);
    expect(await read('/page/preview/index.html')).toBe('two');
  });
});
