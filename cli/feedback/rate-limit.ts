/**
 * Per-client rate limit of the feedback service (issue 7): a sliding window of recent
 * submissions per client address, pure and clock-injected so tests need no sleeps.
 */

/** Submissions a client may make per window (a reader rating several pages is fine). */
export const FEEDBACK_RATE_LIMIT = 10;
/** Length of the rate-limit window, ms. */
export const FEEDBACK_RATE_WINDOW_MS = 60_000;

/** Decides whether a client may submit now. */
export interface RateLimiter {
  /**
   * Records an attempt by `client` and answers whether it is allowed; when not, `retryAfterMs`
   * is how long until the oldest attempt leaves the window.
   */
  attempt(client: string): { allowed: true } | { allowed: false; retryAfterMs: number };
}

/** A sliding-window limiter of `limit` attempts per `windowMs` ms, reading time from `now`. */
export function createRateLimiter(limit = FEEDBACK_RATE_LIMIT, windowMs = FEEDBACK_RATE_WINDOW_MS, now: () => number = Date.now): RateLimiter {
  const attempts = new Map<string, number[]>();
  return {
    attempt(client) {
      const time = now();
      const recent = (attempts.get(client) ?? []).filter((at) => time - at < windowMs);
      if (recent.length >= limit) {
        attempts.set(client, recent);
        return { allowed: false, retryAfterMs: windowMs - (time - recent[0]) };
      }
      recent.push(time);
      attempts.set(client, recent);
      // Forget idle clients so the map does not grow without bound.
      if (attempts.size > 10_000) for (const [key, times] of attempts) if (time - times[times.length - 1] >= windowMs) attempts.delete(key);
      return { allowed: true };
    },
  };
}
