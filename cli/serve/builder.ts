/**
 * Watch mode's builder: a child process that makes a full build, keeps its site model, and
 * applies each change its parent (the server and file watcher) sends. The parent starts a
 * fresh builder when code changes or a change needs a full build, so the generator's own
 * modules are always current and nothing a build imported outlives it.
 */
import { buildSite } from '../pipeline/build';
import { renderSession } from '../pipeline/bundle/ssr-session';
import { deriveJs } from '../pipeline/demos/derived-js';
import { buildOptions, type DirOptions } from '../options';
import { classifyChange } from './changes';
import { applyChange, renderLater, type WatchState } from './incremental';
import { sharedFileWriter } from '../pipeline/output-files';

/** Messages from the parent. */
export type ToBuilder = { type: 'change'; file: string };

/** Messages to the parent. */
export type FromBuilder =
  | { type: 'ready'; routes: number; demos: number; durationMs: number; warnings: string[] }
  | { type: 'rebuilt'; kind: 'page' | 'demo' | 'tree'; file: string; durationMs: number; routes: string[] }
  | { type: 'restart'; file: string }
  | { type: 'failed'; message: string; initial: boolean };

function send(message: FromBuilder): void {
  process.send?.(message);
}

/** Builds, reports `ready`, then serves change messages until the parent disconnects. */
export async function runBuilder(dirs: DirOptions): Promise<void> {
  const options = buildOptions(dirs);
  let state: WatchState;
  try {
    const result = await buildSite(options);
    state = {
      options,
      result,
      pageContext: new Map(),
      renderer: renderSession(options.root, options.config.muiXLicenseKey),
      writeShared: sharedFileWriter(options.outDir),
    };
    send({ type: 'ready', routes: result.routes.length, demos: result.demos, durationMs: result.durationMs, warnings: result.warnings });
    // Loads TypeScript and Prettier now (a warm build never needed them), not on the first demo edit.
    void deriveJs('export {};\n', 'warm-up.ts').catch(() => undefined);
  } catch (error) {
    send({ type: 'failed', message: (error as Error).message, initial: true });
    process.disconnect?.();
    return;
  }
  let queue = Promise.resolve();
  process.on('message', (message: ToBuilder) => {
    queue = queue.then(async () => {
      const started = performance.now();
      try {
        const pageDirs = new Set(state.result.ctx.site.pages.flatMap((page) => (page.dir ? [page.dir] : [])));
        const applied = await applyChange(state, classifyChange(message.file, options.contentDir, pageDirs));
        if (applied.kind === 'restart') return send({ type: 'restart', file: message.file });
        send({ type: 'rebuilt', kind: applied.kind, file: message.file, durationMs: performance.now() - started, routes: applied.routes });
        if (applied.later.length) await renderLater(state, applied.later);
      } catch (error) {
        send({ type: 'failed', message: (error as Error).message, initial: false });
      }
    });
  });
  process.on('disconnect', () => void state.renderer.close().finally(() => process.exit(0)));
}
