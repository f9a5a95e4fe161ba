/**
 * Per-demo build outputs: highlighted TS and JS sources with their collapsed previews, and the
 * exported project of each variant written as JSON for the toolbar's StackBlitz and
 * CodeSandbox buttons.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CodeVariant } from '../../../runtime/code-variant/code-variant';
import type { VariantCode } from '../../../runtime/demos/DemoFrame';
import type { DemoEntry } from '../bundle/entries';
import { highlightToHtml } from '../content/highlight';
import { demoProject } from './project';
import { deriveJs, jsxPreview } from './variants';

/** What a demo frame shows besides the demo itself. */
export interface DemoAssets {
  code: Record<CodeVariant, VariantCode>;
  projects: Record<CodeVariant, string>;
}

async function variantCode(source: string, lang: 'tsx' | 'jsx'): Promise<VariantCode> {
  const preview = jsxPreview(source);
  return { full: await highlightToHtml(source, lang), ...(preview && { preview: await highlightToHtml(preview, lang) }) };
}

async function writeProject(outDir: string, demo: DemoEntry, variant: CodeVariant, root: string): Promise<string> {
  const json = JSON.stringify(await demoProject(root, demo.file, variant));
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  const url = `/assets/projects/${demo.id.replace(/\//g, '--')}-${variant.toLowerCase()}-${hash}.json`;
  await writeFile(path.join(outDir, url), json);
  return url;
}

/**
 * Prepares every demo.
 * @throws Error naming the demo file when its JS variant cannot be derived.
 */
export async function prepareDemos(root: string, outDir: string, demos: DemoEntry[]): Promise<Map<string, DemoAssets>> {
  await mkdir(path.join(outDir, 'assets/projects'), { recursive: true });
  return new Map(
    await Promise.all(
      demos.map(async (demo) => {
        const tsx = await readFile(demo.file, 'utf8');
        const js = await deriveJs(tsx, demo.file);
        const [tsCode, jsCode, tsProject, jsProject] = await Promise.all([
          variantCode(tsx, 'tsx'),
          variantCode(js, 'jsx'),
          writeProject(outDir, demo, 'TS', root),
          writeProject(outDir, demo, 'JS', root),
        ]);
        return [demo.id, { code: { TS: tsCode, JS: jsCode }, projects: { TS: tsProject, JS: jsProject } }] as const;
      }),
    ),
  );
}
