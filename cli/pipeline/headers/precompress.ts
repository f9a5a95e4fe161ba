/**
 * Precompressed copies of the built site's text files: `<file>.br` (Brotli) and `<file>.gz`
 * (gzip) beside each one, so `docs serve` and any static host or CDN that looks for them send
 * compressed bytes without compressing per request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
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

/**
 * Writes `.br` and `.gz` copies of every compressible file of at least
 * {@link PRECOMPRESS_MIN_BYTES} under `outDir`, `concurrency` files at a time (zlib runs on
 * libuv's thread pool, so several files compress in parallel). `onFile` sees each text file's
 * path (relative) and contents first, so a caller can read the HTML without a second pass.
 * @returns how many files got copies and their total bytes before and after Brotli.
 * @throws the file system's error when a file cannot be read or written.
 */
export async function precompressOutput(
  outDir: string,
  onFile: (file: string, contents: Buffer) => void = () => {},
  concurrency = 8,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase()));
  const sizes = await mapLimit(
    files,
    async (file) => {
      const absolute = path.join(outDir, file);
      const contents = await readFile(absolute);
      onFile(file, contents);
      if (!shouldPrecompress(file, contents.length)) return undefined;
      const quality = file.startsWith('assets/') && contents.length >= BROTLI_LARGE_ASSET_BYTES ? BROTLI_QUALITY.largeAsset : BROTLI_QUALITY.default;
      // A window no larger than the file: the encoder's tables are sized by it, and allocating
      // the default 4 MB window's for each small file cost more than compressing it.
      const window = Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(contents.length))));
      const [br, gz] = await Promise.all([
        brotli(contents, {
          params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: window, [constants.BROTLI_PARAM_SIZE_HINT]: contents.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
        }),
        gzipAsync(contents, { level: GZIP_LEVEL }),
      ]);
      await Promise.all([writeFile(`${absolute}.br`, br), writeFile(`${absolute}.gz`, gz)]);
      return { bytes: contents.length, brotliBytes: br.length };
    },
    concurrency,
  );
  const done = sizes.filter((size) => size !== undefined);
  return { files: done.length, bytes: done.reduce((sum, size) => sum + size.bytes, 0), brotliBytes: done.reduce((sum, size) => sum + size.brotliBytes, 0) };
}
