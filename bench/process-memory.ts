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
 * Samples the tree's RSS every `intervalMs` until `stop()`; resolves the peak in bytes.
 */
export function trackPeakMemory(pid: number, intervalMs = 25): { stop(): Promise<number> } {
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
