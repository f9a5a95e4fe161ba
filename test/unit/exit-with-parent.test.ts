// @vitest-environment node
/** A build's child process runs with the build's id and fixed NODE_ENV, fails with its own message, and ends when the build is killed outright. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PARENT_PID_ENV, runWorker, type WorkerOptions } from '../../cli/pipeline/exit-with-parent';

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

describe('runWorker', () => {
  const options: WorkerOptions = { nodeEnv: 'production', maxBuffer: 1024 * 1024, label: 'widgets', failure: 'widget extraction failed' };
  /** Runs a worker module with `code` as its body, in a folder of its own. */
  const runCode = async (code: string, args: string[] = []) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-worker-'));
    try {
      const worker = path.join(dir, 'worker.ts');
      await writeFile(worker, code);
      return await runWorker(ROOT, worker, args, options);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  it("returns the worker's stdout; the worker gets its arguments, the fixed NODE_ENV and the build's process id", async () => {
    const stdout = await runCode(`console.log(JSON.stringify([process.argv.slice(2), process.env.NODE_ENV, process.env.${PARENT_PID_ENV}]));`, ['a', 'b']);
    expect(JSON.parse(stdout)).toEqual([['a', 'b'], 'production', String(process.pid)]);
  });

  it("throws the worker's own message when it starts with the label, and the stderr under the failure's name otherwise", async () => {
    await expect(runCode(`throw new Error('widgets: Gauge has no props');`)).rejects.toThrow(/^widgets: Gauge has no props$/);
    await expect(runCode(`console.error('disk full'); process.exit(3);`)).rejects.toThrow(/^widget extraction failed:\ndisk full/);
  });
});
