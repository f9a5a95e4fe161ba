/**
 * Per-demo build outputs: highlighted TS and JS sources with their collapsed previews, and the
 * exported project of each code variant (written as JSON for the toolbar's StackBlitz and
 * CodeSandbox buttons). All of it is a pure function of the demo's files and the code that
 * computes it (`assets-task.ts` and what it imports), so it is cached in the `demo-assets` store
 * by a hash of both: a warm build reads one JSON file per unchanged demo. Misses are computed in
 * the worker pool, one worker per core, when there are enough of them to pay for its start.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CodeParts, type LazyCodeKind, lazyCodeParts } from '../../../runtime/demos/CodeParts';
import type { HighlightedCode } from '../../../runtime/demos/CodeParts';
import type { CodeVariant } from '../../../runtime/preferences/code-variant/code-variant';
import type { TemplateFile } from '../../../runtime/template-preview/files';
import { hashKey, jsonStore } from '../cache/cache';
import { codeKey } from '../cache/code-key';
import { mapLimit } from '../concurrency';
import type { SiteDemo } from '../model/site';
import { runInPool } from '../pool/pool';
import { type PhaseHandle, SILENT_PROGRESS } from '../progress';
import computeDemoAssets, { type CachedAssets, type DemoAssetsInput } from './assets-task';

/** What a demo frame shows besides the demo itself. */
export interface DemoAssets {
  code: Record<CodeVariant, HighlightedCode>;
  /** Public URL of each exported project's JSON. */
  projects: Record<CodeVariant, string>;
  /** Public URLs of the code blocks loaded on demand (HTML; see `lazyCodeParts`). */
  lazyCode: Record<LazyCodeKind, string>;
  /** For a template: its files, each with the URL of its highlighted code and that code. */
  files?: (TemplateFile & { html: string })[];
}

const TASK = fileURLToPath(new URL('./assets-task.ts', import.meta.url));

/** Fewest misses computed in the worker pool; fewer (a watch rebuild) are computed in this thread. */
const POOL_MIN_MISSES = 16;

/** The cache key of a demo's assets: its files' hash, whether it is a template, and the code that computes them. */
async function assetsKey(root: string, demo: Pick<SiteDemo, 'sources' | 'directive'>): Promise<string> {
  return hashKey([await codeKey(root, [TASK]), demo.sources.hash, demo.directive.template ? 'template' : '']);
}

/**
 * The cached assets of `demos`, in order: read from the `demo-assets` store, the misses computed
 * (in the worker pool when there are many) and stored; `progress` counts the demos done.
 * @throws Error naming the demo file when its JS variant cannot be derived or it imports a
 *   package that is not installed.
 */
export async function cachedDemoAssets(root: string, demos: readonly SiteDemo[], progress: PhaseHandle = SILENT_PROGRESS.phase('')): Promise<CachedAssets[]> {
  const store = jsonStore<CachedAssets>(root, 'demo-assets');
  const keys = await Promise.all(demos.map((demo) => assetsKey(root, demo)));
  const cached = await mapLimit(demos, (_, index) => store.read(keys[index]));
  const misses = cached.flatMap((entry, index) => (entry ? [] : [index]));
  progress.total(demos.length);
  progress.tick(demos.length - misses.length);
  const compute = misses.length >= POOL_MIN_MISSES ? (input: DemoAssetsInput) => runInPool<DemoAssetsInput, CachedAssets>(TASK, input) : computeDemoAssets;
  await mapLimit(
    misses,
    async (index) => {
      const { id, file, source, sources, directive } = demos[index];
      cached[index] = await compute({ root, demo: { id, file, source, sources }, template: directive.template });
      await store.write(keys[index], cached[index]);
      progress.tick();
    },
    misses.length,
  );
  return cached as CachedAssets[];
}

/** Writes a content-hashed file of a demo's under `<outDir>/assets/<folder>/` and returns its URL; `part` names it (a code variant, a template's file). */
async function writeDemoFile(
  outDir: string,
  folder: 'projects' | 'code',
  demo: SiteDemo,
  part: string,
  extension: 'json' | 'html',
  content: string,
): Promise<string> {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
  const url = `/assets/${folder}/${demo.id.replace(/\//g, '--')}-${part.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${hash}.${extension}`;
  await writeFile(path.join(outDir, url), content);
  return url;
}

/**
 * Prepares every demo and writes the exported projects into `<outDir>/assets/projects/` and the
 * code blocks loaded on demand into `<outDir>/assets/code/`.
 * @throws Error naming the demo file when its JS variant cannot be derived or it imports a
 *   package that is not installed.
 */
export async function prepareDemos(root: string, outDir: string, demos: readonly SiteDemo[], progress?: PhaseHandle): Promise<Map<string, DemoAssets>> {
  await Promise.all(['assets/projects', 'assets/code'].map((folder) => mkdir(path.join(outDir, folder), { recursive: true })));
  const computed = await cachedDemoAssets(root, demos, progress);
  const prepared = await mapLimit(demos, async (demo, index) => {
    const assets = computed[index];
    const [TS, JS] = await Promise.all(
      (['TS', 'JS'] as const).map((variant) => writeDemoFile(outDir, 'projects', demo, variant, 'json', assets.projects[variant])),
    );
    const lazy = lazyCodeParts(assets.code);
    const writeCode = ({ variant, parts }: (typeof lazy)[LazyCodeKind]) =>
      writeDemoFile(outDir, 'code', demo, variant, 'html', renderToStaticMarkup(createElement(CodeParts, { variant, code: assets.code[variant], parts })));
    const [jsCode, tsFull] = await Promise.all([writeCode(lazy.jsCode), writeCode(lazy.tsFull)]);
    const lazyCode: DemoAssets['lazyCode'] = { jsCode, tsFull };
    const files =
      assets.files &&
      (await Promise.all(
        assets.files.map(async (file) => ({ ...file, url: await writeDemoFile(outDir, 'code', demo, `file-${file.path}`, 'html', file.html) })),
      ));
    return [demo.id, { code: assets.code, projects: { TS, JS }, lazyCode, ...(files && { files }) }] as const;
  });
  return new Map(prepared);
}
