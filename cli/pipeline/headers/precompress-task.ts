/**
 * Worker pool task (`pool/pool.ts`): precompresses some files of a built site in a worker
 * thread, whose event loop keeps the copies moving while the build's main thread is busy
 * rendering pages (on the main thread, each file's reads, writes and links would wait for the
 * renders between them).
 */
import { precompressOutput } from './precompress';
import { inlineScriptHashes } from './security';

/** Input of the task: the built site, the cache of compressed copies and the files to take (relative paths). */
export interface PrecompressTaskInput {
  outDir: string;
  cacheDir?: string;
  files: string[];
}

/**
 * Precompresses `files` (see `precompressOutput`).
 * @returns the summary (files given copies, bytes before and after Brotli) and the policy hashes of the inline scripts in the HTML files among them.
 * @throws the file system's error when a file cannot be read or written.
 */
export default async function precompressTask({ outDir, cacheDir, files }: PrecompressTaskInput) {
  const hashes = new Set<string>();
  const summary = await precompressOutput(outDir, { cacheDir, files, onFile: inlineScriptHashes(hashes) });
  return { ...summary, hashes: [...hashes] };
}
