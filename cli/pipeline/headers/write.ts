/**
 * The build's last step: precompressed copies of the text files and the `_headers` file, whose
 * policy hashes the inline scripts read from the built pages in the same pass.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocsConfig } from '../../config';
import { precompressOutput } from './precompress';
import { formatHeadersFile, HEADERS_FILE, inlineScripts, scriptHash, siteHeaderRules } from './security';

/**
 * Writes `.br`/`.gz` copies of `outDir`'s text files and `<outDir>/_headers`. `cacheDir`: where
 * compressed copies are kept between builds (see {@link precompressOutput}).
 * @returns the precompression summary (files, bytes before and after Brotli) and the number of distinct inline scripts allowed by hash.
 * @throws the file system's error when a file cannot be read or written.
 */
export async function writeHostFiles(
  outDir: string,
  config: DocsConfig,
  cacheDir?: string,
): Promise<{ files: number; bytes: number; brotliBytes: number; inlineScripts: number }> {
  const hashes = new Set<string>();
  const summary = await precompressOutput(outDir, {
    cacheDir,
    onFile: (file, contents) => {
      if (file.endsWith('.html')) for (const script of inlineScripts(contents.toString('utf8'))) hashes.add(scriptHash(script));
    },
  });
  await writeFile(path.join(outDir, HEADERS_FILE), formatHeadersFile(siteHeaderRules(config, hashes)));
  return { ...summary, inlineScripts: hashes.size };
}
