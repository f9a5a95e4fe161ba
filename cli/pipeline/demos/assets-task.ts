/**
 * The output-independent assets of one demo, computed from its files alone: the TS source and
 * the derived JS, each highlighted with its collapsed preview, and the exported project of each
 * code variant. A task of the build's worker pool (`../pool/pool.ts`); pure but for reading the
 * installed packages' versions.
 */
import type { HighlightedCode } from '../../../runtime/demos/CodeParts';
import type { CodeVariant } from '../../../runtime/preferences/code-variant/code-variant';
import path from 'node:path';
import type { SiteDemo } from '../model/site';
import { highlightToHtml, highlightWithExcerpt } from '../content/highlight';
import { demoProject, projectPath } from './project';
import { deriveJs, jsxPreview } from './derived-js';

/** What the task computes for a demo (the part of its assets that no output path enters). */
export interface CachedAssets {
  /** Highlighted code of each code variant (HTML), with its collapsed preview when short. */
  code: Record<CodeVariant, HighlightedCode>;
  /** The exported project of each code variant, as JSON text (file path → contents). */
  projects: Record<CodeVariant, string>;
  /** For a template: each of its files (path in the template, `/`-separated) with its highlighted code. */
  files?: { path: string; html: string }[];
}

/** The task's input: the project root (installed versions) and the demo as the site model holds it. */
export interface DemoAssetsInput {
  root: string;
  demo: Pick<SiteDemo, 'id' | 'file' | 'source' | 'sources'>;
  /** True for a template, whose every file is highlighted for its file tree. */
  template?: boolean;
}

/**
 * Highlights a demo's code in either variant with the TSX grammar: JS is TSX without its types,
 * so the grammar colours it as the JSX grammar does (the same HTML on every demo of the site,
 * and `highlight.test.ts` checks a sample), and the derived JS's lines, most of them the TS's
 * own, are then answered by the regex engine's memory of the TS pass (`regex-memo.ts`): a
 * derived JS highlights in about 60 % of the time.
 */
async function highlightedCode(source: string): Promise<HighlightedCode> {
  const preview = jsxPreview(source);
  if (!preview) return { full: await highlightToHtml(source, 'tsx') };
  const { full, excerpt } = await highlightWithExcerpt(source, 'tsx', preview);
  return { full, preview: excerpt };
}

/**
 * Computes a demo's cached assets.
 * @throws Error naming the file when its JS cannot be derived, or naming the demo when it imports
 *   a package that is not installed.
 */
export default async function computeDemoAssets({ root, demo, template }: DemoAssetsInput): Promise<CachedAssets> {
  const js = await deriveJs(demo.source, demo.file);
  const tsCode = highlightedCode(demo.source);
  // A demo with no types is its own JS (`deriveJs`): the same text, highlighted once.
  const [TS, JS, tsProject, jsProject] = await Promise.all([
    tsCode,
    js === demo.source ? tsCode : highlightedCode(js),
    demoProject(root, demo, 'TS'),
    demoProject(root, demo, 'JS'),
  ]);
  const dir = path.dirname(demo.file);
  const files = template
    ? await Promise.all(
        demo.sources.files.map(async (file) => ({
          path: projectPath(dir, file.path),
          html: await highlightToHtml(file.text, path.extname(file.path).slice(1)),
        })),
      )
    : undefined;
  return { code: { TS, JS }, projects: { TS: JSON.stringify(tsProject), JS: JSON.stringify(jsProject) }, ...(files && { files }) };
}
