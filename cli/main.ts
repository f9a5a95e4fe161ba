/**
 * The `docs` command line (commander): `docs build`, `docs serve [--watch]` and `docs feedback`.
 */
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { createProgress } from './pipeline/progress';
import { buildOptions, type DirOptions, ROOT, STAND_IN_BASE } from './options';
import { startFeedbackServer } from './feedback/server';
import { feedbackService } from './feedback/service';
import { sitePaths } from './feedback/site-paths';
import { openFeedbackStore } from './feedback/store';
import { STAND_IN_AD_NETWORK_PORT, startFakeAdNetwork } from './stand-ins/ad-network';
import { startServer } from './serve/server';

function port(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new InvalidArgumentError('a port is a whole number from 0 to 65535');
  return parsed;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function build(options: DirOptions) {
  const progress = createProgress({ write: (text) => process.stderr.write(text), isTTY: Boolean(process.stderr.isTTY), now: () => performance.now() });
  // The pipeline (React, the packages, esbuild, Shiki) loads when a command needs it, so `--help` and the servers start at once.
  const { buildSite } = await import('./pipeline/build');
  const result = await buildSite({ ...buildOptions(options), progress }).finally(() => progress.close());
  const seconds = (result.durationMs / 1000).toFixed(1);
  for (const warning of result.warnings) console.warn(`docs: warning: ${warning}`);
  const out = path.relative(process.cwd(), path.resolve(options.out)) || '.';
  if (options.only) {
    console.log(`docs: built ${result.routes.join(', ')} with ${result.demos} demos into ${out} in ${seconds} s`);
    return result;
  }
  console.log(`docs: service worker precaches ${result.precache.files} files, ${(result.precache.bytes / 1024).toFixed(0)} KB`);
  console.log(
    `docs: API reference: ${result.api.pages} pages, extraction ${result.api.cached ? 'read from cache (it took' : 'took'} ${(result.api.durationMs / 1000).toFixed(1)} s${result.api.cached ? ')' : ''}`,
  );
  const { hits, misses } = result.cache;
  const peak = `peak memory ${megabytes(result.peakBytes.build)}${result.peakBytes.apiExtraction ? ` (API extraction ${megabytes(result.peakBytes.apiExtraction)})` : ''}`;
  console.log(`docs: built ${result.routes.length} pages and ${result.demos} demos into ${out} in ${seconds} s; cache ${hits} hits, ${misses} misses; ${peak}`);
  return result;
}

async function serve(options: DirOptions & { port: number; host: string; watch?: boolean; feedbackDb: string }) {
  let reload = () => {};
  const watching = options.watch
    ? await (await import('./serve/watch')).watchSite({
        root: ROOT,
        dirs: options,
        onRebuilt: (event) => {
          reload();
          console.log(`docs: ${event.file} changed, rebuilt ${event.kind} in ${Math.round(event.durationMs)} ms`);
        },
        onError: (error) => console.error(`docs: rebuild failed, still serving the last good build\n${error.message}`),
      })
    : undefined;
  if (watching)
    console.log(`docs: built ${watching.initial.routes} pages and ${watching.initial.demos} demos in ${(watching.initial.durationMs / 1000).toFixed(1)} s`);
  const store = await openFeedbackStore(path.resolve(options.feedbackDb));
  const api = feedbackService({
    store,
    pages: sitePaths(path.join(path.resolve(options.out), 'sitemap.xml')),
    exportToken: process.env.DOCS_FEEDBACK_EXPORT_TOKEN || undefined,
  });
  const server = await startServer({ dir: path.resolve(options.out), port: options.port, host: options.host, liveReload: options.watch, api });
  reload = () => server.reload();
  const adNetwork = options.standIns ? await startFakeAdNetwork({ port: STAND_IN_AD_NETWORK_PORT }) : undefined;
  // Printed once everything answers, the watcher included: scripts wait for this line.
  console.log(`docs: serving ${path.resolve(options.out)} at ${server.url}${options.watch ? ' (watching for changes)' : ''}`);
  if (adNetwork) console.log(`docs: fake ad network at ${adNetwork.url}`);
  const stop = async () => {
    await Promise.all([server.close(), adNetwork?.close(), watching?.close()]);
    await store.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** `docs mcp`: the Model Context Protocol server over a built site; stdio unless `--http` names a port. */
async function mcp(options: { out: string; http?: number; host: string }) {
  const started = performance.now();
  const out = path.resolve(options.out);
  const { serveHttp, serveStdio } = await import('./mcp/server');
  if (options.http === undefined) {
    await serveStdio(out);
    // stdout is the protocol's: the line a maintainer reads goes to stderr.
    console.error(`docs: MCP server on stdio over ${out}, ready in ${Math.round(performance.now() - started)} ms`);
    return;
  }
  const server = await serveHttp(out, options.http, options.host);
  console.log(`docs: MCP server at ${server.url} over ${out}, ready in ${Math.round(performance.now() - started)} ms`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** `docs feedback`: the feedback service alone (no static files), on SQLite or PostgreSQL. */
async function feedback(options: { port: number; host: string; feedbackDb: string; sitemap: string }) {
  const store = await openFeedbackStore(path.resolve(options.feedbackDb));
  const api = feedbackService({ store, pages: sitePaths(path.resolve(options.sitemap)), exportToken: process.env.DOCS_FEEDBACK_EXPORT_TOKEN || undefined });
  const server = await startFeedbackServer({ api, port: options.port, host: options.host });
  // Printed once it answers: scripts wait for this line.
  console.log(
    `docs: feedback service at ${server.url} (${process.env.DOCS_FEEDBACK_DATABASE_URL ? 'PostgreSQL' : `SQLite ${path.resolve(options.feedbackDb)}`})`,
  );
  const stop = async () => {
    await server.close();
    await store.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** Runs the CLI with `argv`; exits non-zero with the error's message on failure. */
export async function main(argv: string[]): Promise<void> {
  const program = new Command('docs').description('Build and serve the MUI documentation site.');
  const dirs = (command: Command) =>
    command
      .option('-o, --out <dir>', 'output folder of the built site', 'out')
      .option('-c, --content <dir>', 'content folder (page trees, pages, demos)', 'content')
      .option('--stand-ins', `local stand-ins for the third parties: a fake ad network on ${STAND_IN_BASE}`);
  dirs(program.command('build').description('write the whole static site (HTML, assets, sitemap.xml) to --out'))
    .option(
      '--only <route>',
      'build one page with its demos (e.g. /material-ui/react-slider/), even one not in a page tree yet: the same checks as the full build in a few seconds',
    )
    .action(async (options: DirOptions) => {
      await build(options);
    });
  dirs(program.command('serve').description('serve the built site on http://127.0.0.1:<port>'))
    .option('-p, --port <n>', 'port to listen on (0 picks a free one)', port, 3000)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('-w, --watch', 'build first, then rebuild what changed and reload open tabs')
    .option(
      '--feedback-db <file>',
      'SQLite database file of the page feedback service (unused when DOCS_FEEDBACK_DATABASE_URL is set)',
      '.data/feedback.sqlite',
    )
    .action(serve);
  program
    .command('feedback')
    .description('run the page feedback service alone on http://127.0.0.1:<port>, for pages served elsewhere')
    .option('-p, --port <n>', 'port to listen on (0 picks a free one)', port, 3002)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--feedback-db <file>', 'SQLite database file (unused when DOCS_FEEDBACK_DATABASE_URL is set)', '.data/feedback.sqlite')
    .option('--sitemap <file>', "the built site's sitemap.xml: feedback may name its pages only", 'out/sitemap.xml')
    .action(feedback);
  program
    .command('mcp')
    .description('serve a built site to coding assistants over the Model Context Protocol (stdio, or HTTP with --http)')
    .option('--out <dir>', 'the built site to read', 'out')
    .option('--http <port>', 'serve streamable HTTP at http://127.0.0.1:<port>/mcp instead of stdio (0 picks a free port)', port)
    .option('--host <host>', 'interface for --http', '127.0.0.1')
    .action(mcp);
  try {
    await program.parseAsync(argv);
  } catch (error) {
    console.error(`docs: ${(error as Error).message}`);
    process.exit(1);
  }
}
