/**
 * The build's one cache mechanism: entries under `.cache/<store>/`, each named by a key that
 * hashes everything the entry is computed from (the inputs and the code that computes it, see
 * `code-key.ts`). Entries are written atomically (a temporary file in the same folder, then a
 * rename), so a build stopped at any point leaves whole entries or none; an entry that cannot be
 * read or parsed (a disk error, a file cut short by another tool) counts as a miss, is
 * recomputed and written again.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The folder of the build's caches: `DOCS_CACHE_DIR` when set (a CI cache, or a test that needs
 * a cache of its own), else `.cache/` in the project at `root`.
 */
export function cacheDir(root: string): string {
  return process.env.DOCS_CACHE_DIR ? path.resolve(process.env.DOCS_CACHE_DIR) : path.join(root, '.cache');
}

/** Hits and misses of every store since the process started (the build's summary line). */
export const cacheCounts = { hits: 0, misses: 0 };

let temporaries = 0;

/**
 * Writes `data` to `file` so that readers see the old file, or the whole new one, never a part:
 * it is written to a temporary file beside it, then renamed over it. Creates the folder.
 * @throws the file system's error (the temporary file is removed first).
 */
export async function writeAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  temporaries += 1;
  const temporary = `${file}.${process.pid}-${temporaries}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** SHA-256 of the parts, each followed by a NUL, as hex; `length` characters (24 by default). */
export function hashKey(parts: ReadonlyArray<string | Uint8Array>, length = 24): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, length);
}

/** A folder of JSON entries by key. */
export interface JsonStore<T> {
  /** Absolute path of the entry of `key`. */
  file(key: string): string;
  /** The entry of `key`, or undefined when there is none or it cannot be read or parsed (a miss). */
  read(key: string): Promise<T | undefined>;
  /** Writes the entry of `key` atomically. */
  write(key: string, value: T): Promise<void>;
  /**
   * The entry of `key`, or `compute()`'s value, written as the entry.
   * @throws what `compute` throws (nothing is written then: errors are never cached).
   */
  get(key: string, compute: () => Promise<T>): Promise<T>;
}

/**
 * The JSON store `<cache folder>/<name>/` of the project at `root` (see {@link cacheDir}); its
 * entries are `<key>.json`.
 * @param root project root
 * @param name the store's folder in the cache folder
 */
export function jsonStore<T>(root: string, name: string): JsonStore<T> {
  const dir = path.join(cacheDir(root), name);
  const file = (key: string) => path.join(dir, `${key}.json`);
  const read = async (key: string): Promise<T | undefined> => {
    const value = await readFile(file(key), 'utf8')
      .then((text) => JSON.parse(text) as T)
      .catch(() => undefined);
    if (value === undefined) cacheCounts.misses += 1;
    else cacheCounts.hits += 1;
    return value;
  };
  const write = (key: string, value: T) => writeAtomic(file(key), JSON.stringify(value));
  return {
    file,
    read,
    write,
    async get(key, compute) {
      const cached = await read(key);
      if (cached !== undefined) return cached;
      const value = await compute();
      await write(key, value);
      return value;
    },
  };
}
