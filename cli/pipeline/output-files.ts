/**
 * Files that renders return beside a page's HTML (a template's preview documents, a stylesheet
 * named by its contents, a package's stylesheet and its fonts), and the writers that put them in
 * the output. Rendering computes them; only the build and watch mode write them.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file of the output, by its URL path (`/assets/rtl/<hash>.css`): its text, or the file it is a copy of (absolute path). */
export type OutputFile = { readonly url: string; readonly text: string } | { readonly url: string; readonly copyOf: string };

/**
 * Writes `files` under `outDir`, one after another in their order, creating folders as needed.
 * @throws the file system's error (path included) for the first file that cannot be written.
 */
export async function writeOutputFiles(outDir: string, files: readonly OutputFile[]): Promise<void> {
  for (const file of files) {
    const target = path.join(outDir, file.url);
    await mkdir(path.dirname(target), { recursive: true });
    await ('text' in file ? writeFile(target, file.text) : copyFile(file.copyOf, target));
  }
}

/**
 * A writer of shared output files under `outDir`: files whose URL fixes their contents (named by
 * a hash of them, or by a package's version), which many pages name. Each URL is written at most
 * once by this writer, and not at all when the file is already there (an earlier build's, in
 * watch mode); callers naming it at the same time await the same write. The files of one call
 * are written in their order, so a stylesheet listed after the fonts it names exists only once
 * they do. A failed write rejects every caller waiting for it and is tried again by the next
 * call. Its memory is its own: a build makes one for its staging folder.
 * @returns the writer; it rejects with the file system's error (path included).
 */
export function sharedFileWriter(outDir: string): (files: readonly OutputFile[]) => Promise<void> {
  const writes = new Map<string, Promise<void>>();
  return async (files) => {
    for (const file of files) {
      let pending = writes.get(file.url);
      if (!pending) {
        pending = existsSync(path.join(outDir, file.url)) ? Promise.resolve() : writeOutputFiles(outDir, [file]);
        writes.set(file.url, pending);
        pending.catch(() => writes.delete(file.url));
      }
      await pending;
    }
  };
}
