/**
 * Bounded concurrency for per-item build work (demos, pages): at most `limit` items are in
 * flight, so a site of 2,000 demos does not open 2,000 files and highlighters at once. Small
 * enough to keep here rather than add a dependency (p-limit and p-map do the same).
 */
import { availableParallelism } from 'node:os';

/** Default number of items in flight: a few per core, since most work awaits I/O or a worker. */
export const DEFAULT_CONCURRENCY = Math.max(4, availableParallelism() * 4);

/**
 * Maps `items` through `fn` with at most `limit` calls pending; results keep the input order.
 * @throws the first error `fn` rejects with (items already started still finish).
 */
export async function mapLimit<T, R>(items: readonly T[], fn: (item: T, index: number) => Promise<R>, limit = DEFAULT_CONCURRENCY): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
