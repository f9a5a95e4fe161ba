// @vitest-environment node
/** Shared output files are written once per build, and again when a later build needs them. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeOnce } from '../../cli/pipeline/write-once';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docs-write-once-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('writeOnce', () => {
  it('runs one write for callers asking at the same time, and none once the file exists', async () => {
    const file = path.join(dir, 'shared.css');
    let writes = 0;
    const write = async () => {
      writes += 1;
      await writeFile(file, 'a{}');
    };
    await Promise.all([writeOnce(file, write), writeOnce(file, write), writeOnce(file, write)]);
    await writeOnce(file, write);
    expect(writes).toBe(1);
  });

  it('writes again when the file has gone (a new build into the same output)', async () => {
    const file = path.join(dir, 'removed.css');
    let writes = 0;
    const write = async () => {
      writes += 1;
      await writeFile(file, 'a{}');
    };
    await writeOnce(file, write);
    await rm(file);
    await writeOnce(file, write);
    expect(writes).toBe(2);
  });

  it('passes a failed write on to every caller, and tries again on the next call', async () => {
    const file = path.join(dir, 'failing.css');
    let calls = 0;
    const write = async () => {
      calls += 1;
      if (calls === 1) throw new Error('disk full');
      await writeFile(file, 'a{}');
    };
    await expect(Promise.all([writeOnce(file, write), writeOnce(file, write)])).rejects.toThrow('disk full');
    await writeOnce(file, write);
    expect(calls).toBe(2);
  });
});
