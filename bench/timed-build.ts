/**
 * One `docs build` as a maintainer runs it, measured from outside: wall time (ms), CPU time of
 * the build and the child processes it waited for (user + system, ms, read by `/usr/bin/time`
 * when the machine has it), the peak resident memory of the build's process tree (bytes,
 * sampled every 25 ms), and the pages and demos it reports. `cache` names the cache folder
 * (`DOCS_CACHE_DIR`): an empty one makes a cold build.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../test/support';
import { trackPeakMemory } from './process-memory';

/** What one measured build did. */
export interface TimedBuild {
  wallMs: number;
  /** User + system CPU time, ms; NaN without `/usr/bin/time`. */
  cpuMs: number;
  /** Peak resident memory of the build and its children, bytes. */
  peak: number;
  pages: number;
  demos: number;
  stdout: string;
}

const TIME = '/usr/bin/time';

/**
 * Runs `docs build <args>` with `cache` as its cache folder.
 * @throws Error with the build's output when it fails.
 */
export async function timedBuild(args: string[], cache: string): Promise<TimedBuild> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-build-'));
  const times = path.join(work, 'times');
  const command = [process.execPath, path.join(ROOT, 'cli/bin.mjs'), 'build', ...args];
  const [file, ...rest] = existsSync(TIME) ? [TIME, '-o', times, '-f', '%U %S', ...command] : command;
  const started = performance.now();
  const child = spawn(file, rest, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DOCS_CACHE_DIR: cache } });
  const memory = trackPeakMemory(child.pid!);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const wallMs = performance.now() - started;
  const peak = await memory.stop();
  const [user, system] = (await readFile(times, 'utf8').catch(() => 'NaN NaN')).trim().split(/\s+/).map(Number);
  await rm(work, { recursive: true, force: true });
  if (code !== 0) throw new Error(`build failed (${code}):\n${stdout}\n${stderr}`);
  return {
    wallMs,
    cpuMs: (user + system) * 1000,
    peak,
    pages: Number(/built (\d+) pages/.exec(stdout)?.[1]),
    demos: Number(/and (\d+) demos/.exec(stdout)?.[1]),
    stdout,
  };
}

/** A new, empty cache folder under `parent`. */
export function emptyCache(parent: string): Promise<string> {
  return mkdtemp(path.join(parent, 'cache-'));
}

/** The median of `values` (the middle one, or the lower middle of an even count). */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
}
