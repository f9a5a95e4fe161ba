/**
 * Rendered Markdown cached by content: a page's HTML, table of contents and demo directives
 * are a pure function of its source, the Markdown pipeline's code and the installed packages
 * (Shiki's grammars, `@mui/system` for `::system-props`), so a warm build reads them from
 * `.cache/markdown/` instead of parsing and highlighting every page again. Errors are never
 * cached: a broken page is rendered, and reported, every time.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RenderedMarkdown, renderMarkdown } from './markdown';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
const CACHE = path.join(ROOT, '.cache/markdown');

let pipelineKey: Promise<string> | undefined;

/** Hash of the lock file and the Markdown pipeline's own modules. */
function markdownPipelineKey(): Promise<string> {
  pipelineKey ??= (async () => {
    const hash = createHash('sha256').update(await readFile(path.join(ROOT, 'package-lock.json')).catch(() => ''));
    for (const file of (await readdir(HERE)).filter((name) => name.endsWith('.ts')).sort()) hash.update(file).update(await readFile(path.join(HERE, file)));
    return hash.digest('hex');
  })();
  return pipelineKey;
}

/**
 * {@link renderMarkdown}, from the cache when this source was rendered before.
 * @throws ContentError (file and line) as renderMarkdown does.
 */
export async function cachedMarkdown(source: string, file: string): Promise<RenderedMarkdown> {
  const key = createHash('sha256').update(await markdownPipelineKey()).update(source).digest('hex').slice(0, 24);
  const cacheFile = path.join(CACHE, `${key}.json`);
  const cached = await readFile(cacheFile, 'utf8').then(
    (text) => JSON.parse(text) as RenderedMarkdown,
    () => undefined,
  );
  if (cached) return cached;
  const rendered = await renderMarkdown(source, file);
  await mkdir(CACHE, { recursive: true });
  await writeFile(cacheFile, JSON.stringify(rendered));
  return rendered;
}
