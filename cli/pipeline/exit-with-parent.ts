/**
 * The build's child processes (API extraction, the icon catalogue), both sides: the build starts
 * a step's worker module with {@link runWorker}, and the worker calls {@link exitWithParent} to
 * end when the build that started it is gone. A build killed outright (SIGKILL, a CI job
 * cancelled) cannot end its children, and an orphaned extraction would keep a core and a
 * gigabyte for another minute.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** How often the parent is checked, ms. */
export const PARENT_CHECK_MS = 1_000;

/** The environment variable in which a build gives its children its process id. */
export const PARENT_PID_ENV = 'DOCS_PARENT_PID';

/** How a step's worker runs and how its failure reads (see {@link runWorker}). */
export interface WorkerOptions {
  /** The worker's `NODE_ENV`, fixed so that what it extracts never depends on the caller's. */
  nodeEnv: 'development' | 'production';
  /** Largest output accepted on stdout, bytes. */
  maxBuffer: number;
  /** The prefix of the worker's own error messages (`API`, `icons`): such a message is thrown as it is. */
  label: string;
  /** What any other failure is called, followed by the worker's stderr (`API extraction failed`). */
  failure: string;
}

/**
 * Runs the worker module `worker` (an absolute path, loaded through tsx) in a child Node process
 * with `args`, in the project `root`, as a child that ends with this process (the process id
 * goes in {@link PARENT_PID_ENV}).
 * @returns what the worker printed on stdout.
 * @throws Error with the worker's own message when it threw one starting `<label>: ` (the message,
 *   not the source line Node prints above it), otherwise `<failure>:` and its stderr.
 */
export async function runWorker(root: string, worker: string, args: readonly string[], options: WorkerOptions): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', worker, ...args], {
      cwd: root,
      maxBuffer: options.maxBuffer,
      env: { ...process.env, NODE_ENV: options.nodeEnv, [PARENT_PID_ENV]: String(process.pid) },
    });
    return stdout;
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '');
    const own = new RegExp(`^\\w*Error: (${options.label}: .*)$`, 'm').exec(stderr)?.[1];
    throw new Error(own ?? `${options.failure}:\n${stderr || (error as Error).message}`);
  }
}

/**
 * Exits this process (code 1) once the build that started it has ended: checked at once and
 * every {@link PARENT_CHECK_MS}, by comparing the parent process id with the one the build gave
 * in {@link PARENT_PID_ENV} (an orphaned process gets another parent). A child started without
 * it watches the parent it has now. The check does not keep the process alive.
 */
export function exitWithParent(): void {
  const parent = Number(process.env[PARENT_PID_ENV]) || process.ppid;
  const check = () => {
    if (process.ppid !== parent) process.exit(1);
  };
  check();
  setInterval(check, PARENT_CHECK_MS).unref();
}
