// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../cli/feedback/rate-limit';

describe('feedback rate limit (issue 7)', () => {
  it('allows the limit per window per client, then tells when to retry', () => {
    let now = 0;
    const limiter = createRateLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.attempt('a').allowed)).toEqual([true, true, true]);
    now = 10_000;
    expect(limiter.attempt('a')).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect(limiter.attempt('b').allowed).toBe(true);
    now = 60_000;
    expect(limiter.attempt('a').allowed).toBe(true);
  });
});
