// @vitest-environment node
/** A build's child process ends when the build is killed outright. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PARENT_PID_ENV } from '../../cli/pipeline/exit-with-parent';

const ROOT = path.resolve(__dirname, '../..');

/** Whether process `pid` runs: it exists and is not a zombie (an ended process no one has reaped yet). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe('exitWithParent', () => {
  it('ends a child within seconds of the build that started it being killed with SIGKILL', async () => {
    const module = JSON.stringify(path.join(ROOT, 'cli/pipeline/exit-with-parent.ts'));
    // The child would run forever on its own; the parent prints its id and waits. The parent is
    // killed at once, before the child has loaded: a child orphaned while it starts ends too.
    const child = `import(${module}).then(({ exitWithParent }) => { exitWithParent(); setInterval(() => {}, 1000); });`;
    const parent = `const c = require('node:child_process').spawn(process.execPath, ['--import', 'tsx', '-e', ${JSON.stringify(child)}], { stdio: 'ignore', env: { ...process.env, ${PARENT_PID_ENV}: String(process.pid) } }); console.log(c.pid); setInterval(() => {}, 1000);`;
    const started = spawn(process.execPath, ['-e', parent], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    const childPid = await new Promise<number>((resolve) => started.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))));
    expect(alive(childPid)).toBe(true);
    started.kill('SIGKILL');
    await vi.waitFor(() => expect(alive(childPid)).toBe(false), { timeout: 15_000, interval: 100 });
  }, 30_000);
});
