// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { batchSizes, MAX_BATCH } from '../../cli/pipeline/bundle/ssr';

describe('server render batches', () => {
  it('splits the demos into the fewest batches within the bound, one set per worker', () => {
    expect(batchSizes(2209, 2)).toEqual([553, 552, 552, 552]);
    expect(batchSizes(1200, 2)).toEqual([600, 600]);
    expect(batchSizes(1201, 2)).toEqual([301, 300, 300, 300]);
  });

  it('keeps every batch within the bound and every demo in one batch', () => {
    for (const count of [1, 7, 599, 600, 601, 3800, 4417]) {
      for (const workers of [1, 2, 4]) {
        const sizes = batchSizes(count, workers);
        expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(count);
        expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_BATCH);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('gives a few demos (a watch rebuild) one batch, and none none', () => {
    expect(batchSizes(3, 2)).toEqual([2, 1]);
    expect(batchSizes(1, 2)).toEqual([1]);
    expect(batchSizes(0, 2)).toEqual([]);
  });
});
