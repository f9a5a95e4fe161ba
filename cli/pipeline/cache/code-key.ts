/**
 * The code half of a cache key: a hash of every project module an entry module imports,
 * followed through the import graph by esbuild (its metafile lists each input), plus the lock
 * file, which pins every package. A change to any module that takes part in computing an
 * entry, and only such a change, gives its entries a new key; nothing is listed by hand.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../bundle/esbuild-service';
import { hashKey } from './cache';

const keys = new Map<string, Promise<string>>();

/**
 * The project files (relative to `root`, sorted) that `entries` import, themselves included,
 * following relative imports through TypeScript and JavaScript modules; packages are left out.
 * @throws esbuild's error when a module does not resolve or parse.
 */
export async function moduleGraph(root: string, entries: readonly string[]): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries.map((entry) => path.resolve(root, entry)),
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    outdir: path.join(root, '.cache/code-key'),
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.css': 'empty' },
  });
  return Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes('node_modules/'))
    .sort();
}

/**
 * Hash (24 hex characters) of the lock file and every project module `entries` import, memoised
 * per process and entry list (the build's code does not change while it runs).
 * @param root project root (holds `package-lock.json`)
 * @param entries modules whose code computes a cached output, relative to `root` or absolute
 * @throws esbuild's error when a module does not resolve or parse.
 */
export function codeKey(root: string, entries: readonly string[]): Promise<string> {
  const id = `${root}\0${entries.join('\0')}`;
  let key = keys.get(id);
  if (!key) {
    key = (async () => {
      const files = await moduleGraph(root, entries);
      const texts = await Promise.all(['package-lock.json', ...files].map((file) => readFile(path.join(root, file)).catch(() => Buffer.alloc(0))));
      return hashKey(['package-lock.json', ...files].flatMap((file, index) => [file, texts[index]]));
    })();
    key.catch(() => keys.delete(id));
    keys.set(id, key);
  }
  return key;
}
