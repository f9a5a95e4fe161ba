/**
 * esbuild's API as the pipeline's main thread uses it, through one door that stops esbuild's
 * service process once the build has left it idle. The service is a Go process that keeps the
 * memory of its largest build to the end: after the client bundle it held 1.27 GB, beside a
 * build process of 1.6 GB, for the last half minute of a cold build. Stopped, it returns all of
 * it; the next call starts a new service (about 10 ms here). Every `build` and `transform`
 * counts as in use until it settles, and a `context` (watch mode's incremental bundles, which
 * live in the service) until it is disposed, so the service is never stopped under a call.
 *
 * Worker threads and child processes have their own service: this door counts only this thread's.
 */
import * as esbuild from 'esbuild';

/** How long the service may stay idle before it is stopped, ms: longer than the gaps between a step's calls. */
export const ESBUILD_IDLE_STOP_MS = 1500;

let inUse = 0;
let idleTimer: NodeJS.Timeout | undefined;

function acquire(): void {
  inUse += 1;
  clearTimeout(idleTimer);
  idleTimer = undefined;
}

function release(): void {
  inUse -= 1;
  if (inUse > 0) return;
  idleTimer = setTimeout(() => {
    idleTimer = undefined;
    void esbuild.stop();
  }, ESBUILD_IDLE_STOP_MS);
  // An idle service never keeps the process alive.
  idleTimer.unref();
}

async function counted<T>(call: () => Promise<T>): Promise<T> {
  acquire();
  try {
    return await call();
  } finally {
    release();
  }
}

/**
 * esbuild's `build`, counted (see the module's comment).
 * @throws esbuild's build failure, with each error's file and line.
 */
export function build<T extends esbuild.BuildOptions>(options: esbuild.SameShape<esbuild.BuildOptions, T>): Promise<esbuild.BuildResult<T>> {
  return counted(() => esbuild.build(options));
}

/**
 * esbuild's `transform`, counted (see the module's comment).
 * @throws esbuild's transform failure, with each error's line.
 */
export function transform<T extends esbuild.TransformOptions>(
  input: string | Uint8Array,
  options?: esbuild.SameShape<esbuild.TransformOptions, T>,
): Promise<esbuild.TransformResult<T>> {
  return counted(() => esbuild.transform(input, options));
}

/**
 * esbuild's `context`, holding the service until the context is disposed.
 * @throws esbuild's failure to create the context.
 */
export async function context<T extends esbuild.BuildOptions>(options: esbuild.SameShape<esbuild.BuildOptions, T>): Promise<esbuild.BuildContext<T>> {
  acquire();
  const created = await esbuild.context(options).catch((error: unknown) => {
    release();
    throw error;
  });
  let disposed = false;
  const dispose = created.dispose.bind(created);
  created.dispose = async () => {
    if (disposed) return;
    disposed = true;
    try {
      await dispose();
    } finally {
      release();
    }
  };
  return created;
}
