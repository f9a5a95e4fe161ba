/**
 * Swapping a finished build into place. The build writes into a staging folder beside the
 * output; publishing renames the old output aside, renames the staging folder into its place,
 * and removes the old one in a detached process, so the build ends without waiting for tens of
 * thousands of files to be deleted (about 3 s for this site). A removal cut short (the machine
 * stopped) leaves a `<output>.old-<pid>` folder, which the next publish removes too.
 */
import { spawn } from 'node:child_process';
import { readdir, rename } from 'node:fs/promises';
import path from 'node:path';

/** The folder an output is renamed to while its replacement moves in. */
export function oldOutputFolder(outDir: string, pid = process.pid): string {
  return `${outDir}.old-${pid}`;
}

/** Old outputs beside `outDir` (this and earlier builds'), absolute paths. */
async function oldOutputs(outDir: string): Promise<string[]> {
  const prefix = `${path.basename(outDir)}.old-`;
  const names = await readdir(path.dirname(outDir)).catch(() => [] as string[]);
  return names.filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length))).map((name) => path.join(path.dirname(outDir), name));
}

/**
 * Removes `folders` in a detached Node process that outlives this one; returns at once. Its
 * errors are ignored: a folder left behind is removed by the next publish.
 */
function removeInBackground(folders: readonly string[]): void {
  if (!folders.length) return;
  const script = "for (const dir of process.argv.slice(1)) require('node:fs').rmSync(dir, { recursive: true, force: true, maxRetries: 3 });";
  spawn(process.execPath, ['-e', script, ...folders], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * Replaces `outDir` with the finished `staging` folder: the old output stays whole until the new
 * one is in place, then is removed in the background with any older ones left behind.
 * @throws the file system's error when a rename fails (the old output is then in place, or aside
 *   under the name the error gives).
 */
export async function publish(staging: string, outDir: string): Promise<void> {
  await rename(outDir, oldOutputFolder(outDir)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(staging, outDir);
  removeInBackground(await oldOutputs(outDir));
}
