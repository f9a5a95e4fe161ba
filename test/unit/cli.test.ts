// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const tmp = mkdtemp(path.join(os.tmpdir(), 'docs-cli-'));

afterAll(async () => rm(await tmp, { recursive: true, force: true }));

async function docs(...args: string[]) {
  return run(process.execPath, [path.join(ROOT, 'cli/bin.mjs'), ...args], { cwd: ROOT }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('docs CLI as a process', () => {
  it('fails the build on a duplicate path, naming the path, file and line', async () => {
    const result = await docs('build', '--content', 'test/fixtures/duplicate-path', '--out', path.join(await tmp, 'out'));
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('test/fixtures/duplicate-path/nav/material-ui.ts:9: duplicate page path "/material-ui/react-button"');
  });

  it('documents every option in --help', async () => {
    const build = await docs('build', '--help');
    expect(build.stdout).toMatch(/--out <dir>[\s\S]*--content <dir>/);
    const serve = await docs('serve', '--help');
    expect(serve.stdout).toMatch(/--port <n>[\s\S]*--host <host>[\s\S]*--watch/);
  });

  it('rejects a bad port', async () => {
    const result = await docs('serve', '--port', 'eighty');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('a port is a whole number');
  });
});
