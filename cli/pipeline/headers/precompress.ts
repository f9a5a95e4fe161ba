/**
 * Precompressed copies of the built site's text files: `<file>.br` (Brotli) and `<file>.gz`
 * (gzip) beside each one, so `docs serve` and any static host or CDN that looks for them send
 * compressed bytes without compressing per request.
 */
import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { mapLimit } from '../concurrency';

/** Extensions of the files that get compressed copies (text formats). */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.md', '.webmanifest']);
/** Smallest file compressed, bytes: below it the saving does not pay for a second round trip's worth of headers. */
export const PRECOMPRESS_MIN_BYTES = 1024;
/**
 * Brotli quality. Measured on the site's files: quality 5 is within 2-5% of quality 9 on pages
 * and demo modules at a fiftieth of the time, so it is the default; the few large hashed assets
 * (the search index shards, the biggest bundles), cached by readers for a year, get quality 9,
 * which saves about a tenth more for about a second each.
 */
export const BROTLI_QUALITY = { default: 5, largeAsset: 9 } as const;
/** Size from which a file under `assets/` gets {@link BROTLI_QUALITY}'s `largeAsset` quality, bytes. */
export const BROTLI_LARGE_ASSET_BYTES = 128 * 1024;
/** gzip level (zlib's 9 costs little on text: about 10 ms for a 750 KB page). */
export const GZIP_LEVEL = 9;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Whether `file` (a path relative to the output, `/` separated) gets compressed copies when it is `bytes` long. */
export function shouldPrecompress(file: string, bytes: number): boolean {
  return bytes >= PRECOMPRESS_MIN_BYTES && COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase());
}

/** Every regular file under `dir`, relative to it with `/` separators; symbolic links are left out. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** How long a cached compressed copy no build has used is kept, ms (a week). */
export const PRECOMPRESS_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The Brotli and gzip bytes of one file. */
interface Compressed {
  br: Buffer;
  gz: Buffer;
}

function compress(contents: Buffer, quality: number): Promise<Compressed> {
  // A window no larger than the file: the encoder's tables are sized by it, and allocating
  // the default 4 MB window's for each small file cost more than compressing it.
  const window = Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(contents.length))));
  return Promise.all([
    brotli(contents, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_LGWIN]: window,
        [constants.BROTLI_PARAM_SIZE_HINT]: contents.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(contents, { level: GZIP_LEVEL }),
  ]).then(([br, gz]) => ({ br, gz }));
}

/** How often a cached copy's modification time is brought forward while builds use it, ms (a day). */
const TOUCH_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Puts the cached copy `cached` at `target` as a hard link (a copy across file systems),
 * replacing a file already there. False when there is no cached copy.
 */
async function placeCopy(cached: string, target: string): Promise<boolean> {
  try {
    await link(cached, target);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    if (code === 'EEXIST') {
      await rm(target, { force: true });
      return placeCopy(cached, target);
    }
    // Another file system (EXDEV) or one without hard links.
    await copyFile(cached, target);
    return true;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` through a content-addressed cache in `cacheDir`: `<key>.br`
 * and `<key>.gz`, the key a SHA-256 of the contents and the settings. Both are hard-linked into
 * the output (copied where the two are on different file systems), replacing any file there
 * rather than writing into it. A miss is compressed and stored through a rename, so concurrent
 * builds never read a half-written copy. A hit costs two links and a `stat`; its copies are
 * touched at most once a day, which is all pruning needs to see them used.
 * @returns the Brotli copy's size, bytes.
 */
async function writeCachedCopies(file: string, contents: Buffer, quality: number, cacheDir: string): Promise<number> {
  const key = createHash('sha256').update(contents).update(`brotli ${quality} gzip ${GZIP_LEVEL}`).digest('hex');
  const copies = (['br', 'gz'] as const).map((format) => ({ format, cached: path.join(cacheDir, `${key}.${format}`), target: `${file}.${format}` }));
  if ((await placeCopy(copies[0].cached, copies[0].target)) && (await placeCopy(copies[1].cached, copies[1].target))) {
    const info = await stat(copies[0].cached);
    const now = Date.now();
    if (now - info.mtimeMs > TOUCH_INTERVAL_MS) await Promise.all(copies.map(({ cached }) => utimes(cached, new Date(now), new Date(now))));
    return info.size;
  }
  const compressed = await compress(contents, quality);
  await Promise.all(
    copies.map(async ({ format, cached, target }) => {
      const temp = `${cached}.${process.pid}.tmp`;
      await writeFile(temp, compressed[format]);
      await rename(temp, cached);
      await placeCopy(cached, target);
    }),
  );
  return compressed.br.length;
}

/** Marker file whose modification time is the last prune of a cache folder. */
const PRUNED_MARKER = '.pruned';

/**
 * Removes compressed copies in `cacheDir` that no build has used for
 * {@link PRECOMPRESS_CACHE_MAX_AGE_MS}, so the cache holds about what recent builds wrote. Runs
 * at most once a day (a marker file dates the last run): a copy in use is touched once a day.
 */
async function pruneCache(cacheDir: string, now = Date.now()): Promise<void> {
  const marker = path.join(cacheDir, PRUNED_MARKER);
  const last = await stat(marker).then(
    (info) => info.mtimeMs,
    () => 0,
  );
  if (now - last < TOUCH_INTERVAL_MS) return;
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  await mapLimit(names, async (name) => {
    if (name === PRUNED_MARKER) return;
    const file = path.join(cacheDir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > PRECOMPRESS_CACHE_MAX_AGE_MS) await rm(file, { force: true });
  });
  await writeFile(marker, '');
}

/** Options of {@link precompressOutput}. */
export interface PrecompressOptions {
  /** Sees each text file's path (relative) and contents first, so a caller can read the HTML without a second pass. */
  onFile?: (file: string, contents: Buffer) => void;
  /** Files compressed at once (zlib runs on libuv's thread pool, so several compress in parallel); 8 by default. */
  concurrency?: number;
  /** Where compressed copies are kept between builds. */
  cacheDir?: string;
  /**
   * The text files (relative paths) this pass takes, as {@link compressibleFiles} lists them;
   * every one under `outDir` by default. A build compresses its hashed assets while its later
   * steps still run, then the rest.
   */
  files?: readonly string[];
}

/** The text files under `outDir` (relative paths) that `include` takes, for {@link precompressOutput}. */
export async function compressibleFiles(outDir: string, include: (file: string) => boolean = () => true): Promise<string[]> {
  return (await listFiles(outDir)).filter((file) => COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase()) && include(file));
}

/**
 * Writes `.br` and `.gz` copies of every compressible file of at least
 * {@link PRECOMPRESS_MIN_BYTES} under `outDir` (or of `files`), `concurrency` files at a time.
 * With `cacheDir`, copies are reused by content from earlier builds (most of a rebuild's files,
 * hashed assets above all, are byte for byte the same), and ones unused for a week are removed.
 * @returns how many files got copies and their total bytes before and after Brotli.
 * @throws the file system's error when a file cannot be read or written.
 */
export async function precompressOutput(
  outDir: string,
  { onFile = () => {}, concurrency = 8, cacheDir, files: given }: PrecompressOptions = {},
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const files = given ?? (await compressibleFiles(outDir));
  const sizes = await mapLimit(
    files,
    async (file) => {
      const absolute = path.join(outDir, file);
      const contents = await readFile(absolute);
      onFile(file, contents);
      if (!shouldPrecompress(file, contents.length)) return undefined;
      const quality = file.startsWith('assets/') && contents.length >= BROTLI_LARGE_ASSET_BYTES ? BROTLI_QUALITY.largeAsset : BROTLI_QUALITY.default;
      if (cacheDir) return { bytes: contents.length, brotliBytes: await writeCachedCopies(absolute, contents, quality, cacheDir) };
      const { br, gz } = await compress(contents, quality);
      await Promise.all([writeFile(`${absolute}.br`, br), writeFile(`${absolute}.gz`, gz)]);
      return { bytes: contents.length, brotliBytes: br.length };
    },
    concurrency,
  );
  if (cacheDir) await pruneCache(cacheDir);
  const done = sizes.filter((size) => size !== undefined);
  return { files: done.length, bytes: done.reduce((sum, size) => sum + size.bytes, 0), brotliBytes: done.reduce((sum, size) => sum + size.brotliBytes, 0) };
}
