/**
 * What a changed file means to watch mode: pure classification, so the rules are tested
 * without a file system or a build.
 */
import path from 'node:path';

/** How watch mode answers a change. */
export type Change =
  /** A page's Markdown: re-render that page (and its neighbours when its title changed). */
  | { kind: 'page'; file: string }
  /** A demo or a module beside it: re-bundle and re-render the pages in that folder. */
  | { kind: 'demo'; file: string; dir: string }
  /** A page tree: reload it and re-render the product's pages. */
  | { kind: 'tree'; file: string }
  /** Content the model cannot update in place (a new page folder, translations): rebuild the site. */
  | { kind: 'site'; file: string }
  /** Generator or shell code, templates, public files: rebuild in a fresh builder process. */
  | { kind: 'process'; file: string };

/**
 * Classifies an absolute path.
 * @param pageDirs folders that hold a page (`index.md`), absolute.
 */
export function classifyChange(file: string, contentDir: string, pageDirs: ReadonlySet<string>): Change {
  if (!file.startsWith(contentDir + path.sep)) return { kind: 'process', file };
  const relative = path.relative(contentDir, file).split(path.sep);
  if (relative[0] === 'nav' && relative.length === 2 && file.endsWith('.ts')) return { kind: 'tree', file };
  const dir = path.dirname(file);
  if (path.basename(file) === 'index.md' && pageDirs.has(dir)) return { kind: 'page', file };
  if (/\.(tsx?|css)$/.test(file) && pageDirs.has(dir)) return { kind: 'demo', file, dir };
  return { kind: 'site', file };
}
