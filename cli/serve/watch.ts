/**
 * `docs serve --watch`: rebuilds what changed and reloads open tabs. An edited page's Markdown
 * re-renders only that page; a demo or page tree change rebuilds the site in this process; a
 * change to the generator or shell code (`cli/`, `runtime/`, `templates/`) rebuilds in a fresh
 * process, since Node cannot unload the modules it already imported.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { watch } from 'chokidar';
import { type BuildOptions, type BuildResult, buildSite, writePage } from '../build/build';
import { renderMarkdown } from '../build/content/markdown';
import { renderPage } from '../build/render/page';

/** What watch mode reports after each rebuild. */
export interface RebuildEvent {
  kind: 'page' | 'site' | 'process';
  /** Changed file, relative to the project root. */
  file: string;
  /** Wall time from change to written output, ms. */
  durationMs: number;
}

/** Options of {@link watchSite}. */
export interface WatchOptions extends BuildOptions {
  initial: BuildResult;
  /** Called after output is written; the server tells tabs to reload. */
  onRebuilt(event: RebuildEvent): void;
  onError(error: Error): void;
}

const sameDemos = (a: { name: string }[], b: { name: string }[]) => a.map((d) => d.name).join() === b.map((d) => d.name).join();

/** Starts watching; resolves with a function that stops it. */
export async function watchSite(options: WatchOptions): Promise<() => Promise<void>> {
  let current = options.initial;
  let codeChanged = false;
  let queue = Promise.resolve();

  const rebuildPage = async (file: string): Promise<RebuildEvent['kind'] | undefined> => {
    const page = current.ctx.site.pages.find((candidate) => candidate.sourceFile === file);
    if (!page?.markdown) return undefined;
    const markdown = await renderMarkdown(await readFile(file, 'utf8'), file);
    if (markdown.frontmatter.title !== page.title || !sameDemos(markdown.demos, page.markdown.demos)) return undefined;
    Object.assign(page, { markdown, description: markdown.frontmatter.description });
    await writePage(options.outDir, page.route, await renderPage(page, current.ctx));
    return 'page';
  };

  const rebuildInChild = () =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [path.join(options.root, 'cli/bin.mjs'), 'build', '--out', options.outDir, '--content', options.contentDir],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`docs build exited with ${code}`))));
    });

  const handle = async (file: string) => {
    const started = performance.now();
    const isContent = file.startsWith(options.contentDir + path.sep);
    codeChanged ||= !isContent;
    let kind: RebuildEvent['kind'] | undefined;
    if (codeChanged) {
      await rebuildInChild();
      kind = 'process';
    } else {
      if (file.endsWith('.md')) kind = await rebuildPage(file);
      if (!kind) {
        current = await buildSite(options);
        kind = 'site';
      }
    }
    options.onRebuilt({ kind, file: path.relative(options.root, file), durationMs: performance.now() - started });
  };

  const watcher = watch(
    [options.contentDir, ...['runtime', 'templates', 'public', 'cli'].map((dir) => path.join(options.root, dir))],
    {
      ignoreInitial: true,
      ignored: (file) =>
        !file.startsWith(options.contentDir) &&
        (file.includes(`${path.sep}node_modules`) || file.startsWith(path.join(options.root, '.cache')) || file.startsWith(options.outDir)),
    },
  );
  watcher.on('all', (_event, file) => {
    queue = queue.then(() => handle(path.resolve(file))).catch(options.onError);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return () => watcher.close();
}
