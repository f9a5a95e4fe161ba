/**
 * The build's worker pool (piscina): one worker thread per core for per-demo work that is pure
 * CPU (deriving JS, formatting, highlighting, exporting projects), so the build uses both cores
 * while the main thread bundles, renders and writes. A task is a TypeScript module under `cli/`
 * whose default export takes one structured-clonable input and returns (or resolves to) a
 * structured-clonable result. Workers load their modules once and keep them (a highlighter, a
 * formatter) for every later task; idle workers end after a few seconds.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

let pool: Piscina | undefined;

/** How long an idle worker is kept, ms: long enough to span a build's phases, short for watch mode. */
const IDLE_TIMEOUT_MS = 5_000;

/** How many workers the pool runs: one per core. */
export const POOL_THREADS = Math.max(1, availableParallelism());

/**
 * Runs the default export of `module` (an absolute path or file URL of a task module) with
 * `input` in a worker thread.
 * @throws what the task throws (its message kept), or the worker's error when it could not start.
 */
export function runInPool<I, O>(module: string, input: I): Promise<O> {
  pool ??= new Piscina({ filename: new URL('./worker.mjs', import.meta.url).href, minThreads: 0, maxThreads: POOL_THREADS, idleTimeout: IDLE_TIMEOUT_MS });
  return pool.run({ module, input }) as Promise<O>;
}

/** Ends the pool's workers (a build that is done); the next task starts a new pool. */
export async function closePool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
