/**
 * Rendered Markdown cached by content: a page's HTML, table of contents and demo directives
 * are a pure function of its source, the Markdown pipeline's code (its module graph) and the
 * installed packages (Shiki's grammars, `@mui/system` for `::system-props`), so a warm build
 * reads them from the `markdown` store instead of parsing and highlighting every page again.
 * Errors are never cached: a broken page is rendered, and reported, every time. The pipeline
 * itself loads on the first miss, so a build whose every page hits never loads it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashKey, jsonStore } from '../cache/cache';
import { codeKey } from '../cache/code-key';
import type { RenderedMarkdown } from './markdown';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PIPELINE = path.join(ROOT, 'cli/pipeline/content/markdown.ts');
const store = jsonStore<RenderedMarkdown>(ROOT, 'markdown');

/**
 * `renderMarkdown` (`markdown.ts`), from the cache when this source was rendered before.
 * @throws ContentError (file and line) as renderMarkdown does.
 */
export async function cachedMarkdown(source: string, file: string): Promise<RenderedMarkdown> {
  return store.get(hashKey([await codeKey(ROOT, [PIPELINE]), source]), async () => (await import('./markdown')).renderMarkdown(source, file));
}
