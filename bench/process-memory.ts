/**
 * Peak resident memory of a process and all its descendants (the build spawns esbuild's Go
 * service, whose memory `process.resourceUsage()` would miss), sampled from /proc.
 */
import { readdir, readFile } from 'node:fs/promises';

/** Process ids of a process's direct children. */
export async function children(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const lists = await Promise.all(tasks.map((task) => readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '')));
  return lists.join(' ').split(/\s+/).filter(Boolean).map(Number);
}

async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kib = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kib ? Number(kib) * 1024 : 0;
}

/** Resident memory of a process and its descendants, bytes. */
export async function treeRss(pid: number): Promise<number> {
  const kids = await children(pid);
  const sizes = await Promise.all([rssBytes(pid), ...kids.map(treeRss)]);
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * How often the tree is sampled, ms. A sample reads a file per thread of every process (about
 * 7 ms of CPU for a cold build's tree): every 25 ms took 14 % of a core from the build it measured,
 * and slowed the cold build it timed from about 160 s to 194 s. Every 250 ms costs a tenth of
 * that; a spike shorter than the interval can be missed, which the build's own figure (its
 * process and the API extraction's, from `resourceUsage`) cross-checks.
 */
export const SAMPLE_INTERVAL_MS = 250;

/**
 * Samples the tree's RSS every `intervalMs` until `stop()`; resolves the peak in bytes.
 */
export function trackPeakMemory(pid: number, intervalMs = SAMPLE_INTERVAL_MS): { stop(): Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await treeRss(pid));
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return peak;
    },
  };
}
