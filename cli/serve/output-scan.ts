/**
 * What `docs serve` must know about the output folder before serving it: the symbolic links
 * inside it that point out of it (the static file library follows links, so requests reaching
 * them are refused), and the `_headers` rules.
 */
import { readFile, readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import { HEADERS_FILE } from '../pipeline/headers/security';
import { type HeaderRules, parseHeadersFile } from './headers-file';

/**
 * Output-relative paths (`/`-separated, leading `/`) of the symbolic links under `dir` whose
 * target is missing or outside `dir`.
 */
export async function escapingLinks(dir: string): Promise<string[]> {
  const root = await realpath(dir).catch(() => undefined);
  if (!root) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const links = entries.filter((entry) => entry.isSymbolicLink()).map((entry) => path.join(entry.parentPath, entry.name));
  const escaping = await Promise.all(
    links.map(async (link) => {
      const target = await realpath(link).catch(() => undefined);
      const inside = target !== undefined && (target === root || target.startsWith(`${root}${path.sep}`));
      return inside ? undefined : `/${path.relative(dir, link).split(path.sep).join('/')}`;
    }),
  );
  return escaping.filter((link): link is string => link !== undefined);
}

/**
 * The rules of `<dir>/_headers`, or none when the file is missing.
 * @throws Error naming the file and line of a malformed rule.
 */
export async function readHeaderRules(dir: string): Promise<HeaderRules> {
  const file = path.join(dir, HEADERS_FILE);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return text === undefined ? [] : parseHeadersFile(text, file);
}
