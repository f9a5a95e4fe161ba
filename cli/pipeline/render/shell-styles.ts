/**
 * The shell's stylesheet holds the rules of every `*.styles.ts` module of the site, in one
 * order whatever the build did before: some of those modules (the live editor's, the search
 * dialog's) are imported by browser code only, so without this their rules would reach the
 * stylesheet only when the client bundle is built rather than restored from the cache, and the
 * order of the rest would follow esbuild's loading order.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Imports every style module under `<root>/runtime/` and `<root>/templates/`, sorted by path, so that each inserts its
 * rules into the shell's Emotion cache once and in the same order on every build.
 * @throws the module's error when one fails to evaluate.
 */
export async function evaluateStyleModules(root: string): Promise<void> {
  const folders = ['runtime', 'templates'].map((folder) => path.join(root, folder));
  const listed = await Promise.all(
    folders.map(async (folder) =>
      (await readdir(folder, { recursive: true })).filter((file) => file.endsWith('.styles.ts')).map((file) => path.join(folder, file)),
    ),
  );
  const files = listed.flat().sort();
  for (const file of files) await import(pathToFileURL(file).href);
}
