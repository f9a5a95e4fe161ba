/**
 * "Last updated" dates from git: one `git log` over the content folder maps each file
 * to the date of the last commit that touched it. Without git (or history) the map is empty.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/** Last commit date (YYYY-MM-DD) of each file under `dir`, by absolute path. */
export async function lastUpdated(dir: string): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  try {
    const { stdout: top } = await promisify(execFile)('git', ['rev-parse', '--show-toplevel'], { cwd: dir });
    const { stdout } = await promisify(execFile)('git', ['log', '--format=@%cs', '--name-only', '--', '.'], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
    let date = '';
    for (const line of stdout.split('\n')) {
      if (line.startsWith('@')) date = line.slice(1);
      else if (line) {
        const file = path.join(top.trim(), line);
        if (!dates.has(file)) dates.set(file, date);
      }
    }
  } catch {
    // Not a git checkout: pages show no date.
  }
  return dates;
}
