/**
 * `docs serve --watch`: watches the content and the project's code, hands each change to a
 * builder process and reloads open tabs when it has written the result. An edited page or
 * demo, or a page tree, is rebuilt in place by the builder (see `incremental.ts`); a change to
 * the generator or shell code (`cli/`, `runtime/`, `templates/`, `public/`), or one that needs
 * the whole site (a new page), starts a fresh builder whose full build replaces the output
 * only when it succeeds. A failed rebuild is reported and the last good output stays served.
 */
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { watch } from 'chokidar';
import type { DirOptions } from '../options';
import type { FromBuilder } from './builder';

/** What watch mode reports after each rebuild. */
export interface RebuildEvent {
  /** `process`: a fresh builder made a full build. */
  kind: 'page' | 'demo' | 'tree' | 'process';
  /** Changed file, relative to the project root. */
  file: string;
  /** Wall time from the change to written output, ms. */
  durationMs: number;
}

/** Options of {@link watchSite}. */
export interface WatchOptions {
  root: string;
  dirs: DirOptions;
  /** Called after output is written; the server tells tabs to reload. */
  onRebuilt(event: RebuildEvent): void;
  onError(error: Error): void;
}

/** A running watch. */
export interface Watching {
  /** Summary of the first build. */
  initial: Extract<FromBuilder, { type: 'ready' }>;
  /** Process id of the current builder (benchmarks read its memory). */
  builderPid(): number | undefined;
  close(): Promise<void>;
}

function startBuilder(root: string, dirs: DirOptions): ChildProcess {
  return fork(path.join(root, 'cli/serve/builder.mjs'), [JSON.stringify(dirs)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/**
 * Makes the first build in a builder process, then watches.
 * @throws Error with the build's message when the first build fails.
 */
export async function watchSite(options: WatchOptions): Promise<Watching> {
  const { root, dirs } = options;
  const contentDir = path.resolve(dirs.content);
  const outDir = path.resolve(dirs.out);
  let builder: ChildProcess;
  let restarting: { file: string; started: number } | undefined;
  let pendingRestart = false;
  const changedAt = new Map<string, number>();

  const launch = () =>
    new Promise<Extract<FromBuilder, { type: 'ready' }>>((resolve, reject) => {
      const child = startBuilder(root, dirs);
      builder = child;
      child.on('message', (message: FromBuilder) => {
        if (message.type === 'ready') return resolve(message);
        if (message.type === 'failed') {
          if (message.initial) return reject(new Error(message.message));
          return options.onError(new Error(message.message));
        }
        if (message.type === 'restart') return restart(message.file, changedAt.get(message.file) ?? performance.now());
        options.onRebuilt({
          kind: message.kind,
          file: path.relative(root, message.file),
          durationMs: performance.now() - (changedAt.get(message.file) ?? performance.now()),
        });
      });
      child.once('exit', (code) => {
        if (child === builder && code !== 0 && code !== null) reject(new Error(`the builder exited with ${code}`));
      });
    });

  const restart = (file: string, started: number) => {
    if (restarting) {
      pendingRestart = true;
      return;
    }
    restarting = { file, started };
    if (builder.connected) builder.disconnect();
    launch().then(
      () => {
        options.onRebuilt({ kind: 'process', file: path.relative(root, file), durationMs: performance.now() - started });
        restarting = undefined;
        if (pendingRestart) {
          pendingRestart = false;
          restart(file, performance.now());
        }
      },
      (error: Error) => {
        // The failed builder's output never replaced the served site; keep watching.
        options.onError(error);
        restarting = undefined;
      },
    );
  };

  const initial = await launch();
  const watcher = watch([contentDir, ...['runtime', 'templates', 'public', 'cli'].map((dir) => path.join(root, dir))], {
    ignoreInitial: true,
    // Editors and tools write a file in steps (truncate, then write): wait until its size holds
    // still, so a rebuild never reads a half-written file.
    awaitWriteFinish: { stabilityThreshold: 30, pollInterval: 10 },
    ignored: (file) =>
      !file.startsWith(contentDir) && (file.includes(`${path.sep}node_modules`) || file.startsWith(path.join(root, '.cache')) || file.startsWith(outDir)),
  });
  watcher.on('all', (_event, changed) => {
    const file = path.resolve(changed);
    changedAt.set(file, performance.now());
    if (restarting) {
      pendingRestart = true;
      return;
    }
    // Code changed, or the last builder failed its first build: start a fresh one.
    if (!file.startsWith(contentDir + path.sep) || !builder.connected) return restart(file, performance.now());
    builder.send({ type: 'change', file });
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    initial,
    builderPid: () => builder.pid,
    close: async () => {
      await watcher.close();
      if (builder.connected) builder.disconnect();
    },
  };
}
