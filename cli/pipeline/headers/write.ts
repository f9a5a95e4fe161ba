/**
 * The build's last step: precompressed copies of the text files and the `_headers` file, whose
 * policy hashes the inline scripts read from the built pages in the same pass.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocsConfig } from '../../config';
import { compressibleFiles, precompressOutput } from './precompress';
import { formatHeadersFile, HEADERS_FILE, inlineScriptHashes, siteHeaderRules } from './security';
import { runInPool } from '../pool/pool';
import type { default as precompressTask, PrecompressTaskInput } from './precompress-task';

/** The precompression summary (files, bytes before and after Brotli) and the number of distinct inline scripts allowed by hash. */
export interface HostFilesSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  inlineScripts: number;
}

const TASK = fileURLToPath(new URL('./precompress-task.ts', import.meta.url));

/**
 * The writer of `outDir`'s host files: `.br`/`.gz` copies of its text files and
 * `<outDir>/_headers`. `cacheDir`: where compressed copies are kept between builds (see
 * {@link precompressOutput}).
 * - `startAssets()` lists the files under `assets/` written so far and compresses them in the
 *   background, in a worker thread of the build's pool: they are named by their contents and
 *   never change, so a build compresses them while its later steps (search index, pages,
 *   service worker) keep its main thread busy. It resolves once the list is taken; nothing may
 *   write under `assets/` until then.
 * - `finish()` waits for that pass, compresses every other text file, then writes `_headers`,
 *   whose policy hashes the inline scripts of every HTML file either pass read.
 * @throws from `finish()`: the file system's error when a file cannot be read or written.
 */
export function hostFilesWriter(outDir: string, config: DocsConfig, cacheDir?: string): { startAssets(): Promise<void>; finish(): Promise<HostFilesSummary> } {
  const taken = new Set<string>();
  let early: Promise<Awaited<ReturnType<typeof precompressTask>>> | undefined;
  return {
    async startAssets() {
      if (early) return;
      const files = await compressibleFiles(outDir, (file) => file.startsWith('assets/'));
      for (const file of files) taken.add(file);
      early = runInPool<PrecompressTaskInput, Awaited<ReturnType<typeof precompressTask>>>(TASK, { outDir, cacheDir, files });
      // Awaited by finish(); marked handled so a failure of a later step is the one reported.
      early.catch(() => {});
    },
    async finish() {
      const first = (await early) ?? { files: 0, bytes: 0, brotliBytes: 0, hashes: [] };
      const hashes = new Set(first.hashes);
      const rest = await precompressOutput(outDir, {
        cacheDir,
        onFile: inlineScriptHashes(hashes),
        files: await compressibleFiles(outDir, (file) => !taken.has(file)),
      });
      await writeFile(path.join(outDir, HEADERS_FILE), formatHeadersFile(siteHeaderRules(config, hashes)));
      return {
        files: first.files + rest.files,
        bytes: first.bytes + rest.bytes,
        brotliBytes: first.brotliBytes + rest.brotliBytes,
        inlineScripts: hashes.size,
      };
    },
  };
}

/**
 * Writes `.br`/`.gz` copies of `outDir`'s text files and `<outDir>/_headers` in one pass (see
 * {@link hostFilesWriter}).
 * @throws the file system's error when a file cannot be read or written.
 */
export function writeHostFiles(outDir: string, config: DocsConfig, cacheDir?: string): Promise<HostFilesSummary> {
  return hostFilesWriter(outDir, config, cacheDir).finish();
}
