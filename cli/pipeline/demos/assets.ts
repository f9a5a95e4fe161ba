/**
 * Per-demo build outputs: highlighted TS and JS sources with their collapsed previews, and the
 * exported project of each code variant (written as JSON for the toolbar's StackBlitz and
 * CodeSandbox buttons). All of it is a pure function of the demo's sources and the installed
 * tools, so it is cached under `.cache/demos/` by a hash of both: a warm build reads one JSON
 * file per unchanged demo instead of transpiling, formatting and highlighting it again.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodeVariant } from '../../../runtime/preferences/code-variant/code-variant';
import type { VariantCode } from '../../../runtime/demos/DemoFrame';
import { CodeParts, type LazyCodeKind, lazyCodeParts } from '../../../runtime/demos/CodeParts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { mapLimit } from '../concurrency';
import type { SiteDemo } from '../content/site';
import { highlightToHtml } from '../content/highlight';
import { demoProject, demoSourceFiles } from './project';
import { deriveJs, jsxPreview } from './variants';

/** What a demo frame shows besides the demo itself. */
export interface DemoAssets {
  code: Record<CodeVariant, VariantCode>;
  /** Public URL of each exported project's JSON. */
  projects: Record<CodeVariant, string>;
  /** Public URLs of the code blocks loaded on demand (HTML; see `lazyCodeParts`). */
  lazyCode: Record<LazyCodeKind, string>;
}

/** The cached, output-independent part of a demo's assets. */
interface CachedAssets {
  code: Record<CodeVariant, VariantCode>;
  projects: Record<CodeVariant, string>;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Modules whose code decides a demo's assets: a change to any of them invalidates the cache. */
const TOOL_SOURCES = ['assets.ts', 'project.ts', 'variants.ts', 'styling.ts', '../content/highlight.ts', '../content/code-tokens.ts', '../versions.ts'].map((file) => path.join(HERE, file));

let toolsKey: Promise<string> | undefined;

/** Hash of the installed packages (the lock file) and of the modules that make demo assets. */
function demoToolsKey(root: string): Promise<string> {
  toolsKey ??= Promise.all([path.join(root, 'package-lock.json'), ...TOOL_SOURCES].map((file) => readFile(file, 'utf8').catch(() => ''))).then((texts) =>
    createHash('sha256').update(texts.join('\0')).digest('hex'),
  );
  return toolsKey;
}

/**
 * Cache key of a demo: its id (the exported project is named after the file), the text of
 * every file it exports (itself, sibling modules and stylesheets it imports) and the tools key.
 */
export function demoCacheKey(root: string, demo: Pick<SiteDemo, 'id' | 'file'>): Promise<string> {
  let key = demoKeys.get(demo);
  if (!key) {
    key = computeDemoKey(root, demo);
    demoKeys.set(demo, key);
  }
  return key;
}

/** Keys by demo record: the assets and the server render of a demo share one computation per build. */
const demoKeys = new WeakMap<object, Promise<string>>();

async function computeDemoKey(root: string, demo: Pick<SiteDemo, 'id' | 'file'>): Promise<string> {
  const files = await demoSourceFiles(demo.file);
  const hash = createHash('sha256').update(await demoToolsKey(root)).update(demo.id);
  for (const [file, text] of files) hash.update(`\0${path.basename(file)}\0${text}`);
  return hash.digest('hex').slice(0, 24);
}

async function variantCode(source: string, lang: 'tsx' | 'jsx'): Promise<VariantCode> {
  const preview = jsxPreview(source);
  return { full: await highlightToHtml(source, lang), ...(preview && { preview: await highlightToHtml(preview, lang) }) };
}

async function computeAssets(root: string, demo: SiteDemo): Promise<CachedAssets> {
  const js = await deriveJs(demo.source, demo.file);
  const [TS, JS, tsProject, jsProject] = await Promise.all([
    variantCode(demo.source, 'tsx'),
    variantCode(js, 'jsx'),
    demoProject(root, demo.file, 'TS'),
    demoProject(root, demo.file, 'JS'),
  ]);
  return { code: { TS, JS }, projects: { TS: JSON.stringify(tsProject), JS: JSON.stringify(jsProject) } };
}

/** The assets of one demo, from `.cache/demos/` or computed and cached. */
export async function cachedDemoAssets(root: string, demo: SiteDemo): Promise<CachedAssets> {
  const file = path.join(root, '.cache/demos', `${await demoCacheKey(root, demo)}.json`);
  const cached = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as CachedAssets,
    () => undefined,
  );
  if (cached) return cached;
  const assets = await computeAssets(root, demo);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(assets));
  return assets;
}

/** Writes a content-hashed file of a demo's under `<outDir>/assets/<folder>/` and returns its URL. */
async function writeDemoFile(outDir: string, folder: 'projects' | 'code', demo: SiteDemo, variant: CodeVariant, extension: 'json' | 'html', content: string): Promise<string> {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
  const url = `/assets/${folder}/${demo.id.replace(/\//g, '--')}-${variant.toLowerCase()}-${hash}.${extension}`;
  await writeFile(path.join(outDir, url), content);
  return url;
}

/**
 * Prepares every demo, a bounded number at a time, and writes the exported projects into
 * `<outDir>/assets/projects/` and the code blocks loaded on demand into `<outDir>/assets/code/`.
 * @throws Error naming the demo file when its JS variant cannot be derived or a sibling module is missing.
 */
export async function prepareDemos(root: string, outDir: string, demos: SiteDemo[]): Promise<Map<string, DemoAssets>> {
  await Promise.all(['assets/projects', 'assets/code'].map((folder) => mkdir(path.join(outDir, folder), { recursive: true })));
  const prepared = await mapLimit(demos, async (demo) => {
    const assets = await cachedDemoAssets(root, demo);
    const [TS, JS] = await Promise.all((['TS', 'JS'] as const).map((variant) => writeDemoFile(outDir, 'projects', demo, variant, 'json', assets.projects[variant])));
    const lazy = lazyCodeParts(assets.code);
    const writeCode = ({ variant, parts }: (typeof lazy)[LazyCodeKind]) =>
      writeDemoFile(outDir, 'code', demo, variant, 'html', renderToStaticMarkup(createElement(CodeParts, { variant, code: assets.code[variant], parts })));
    const [jsCode, tsFull] = await Promise.all([writeCode(lazy.jsCode), writeCode(lazy.tsFull)]);
    const lazyCode: DemoAssets['lazyCode'] = { jsCode, tsFull };
    return [demo.id, { code: assets.code, projects: { TS, JS }, lazyCode }] as const;
  });
  return new Map(prepared);
}
