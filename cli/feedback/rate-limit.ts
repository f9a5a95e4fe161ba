/**
 * Per-client rate limit of the feedback service: a fixed-window counter per client, kept in a
 * bounded least-recently-used map (`lru-cache`), so each submission costs O(1) and memory stays
 * under {@link FEEDBACK_RATE_MAX_CLIENTS} entries however many addresses send. An IPv6 client
 * is its /64 (one subscriber usually holds a whole /64, so per-address limits would not bind).
 * Pure and clock-injected, so tests need no sleeps.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { LRUCache } from 'lru-cache';

/** Submissions a client may make per window (a reader rating several pages is fine). */
export const FEEDBACK_RATE_LIMIT = 10;
/** Length of the rate-limit window, ms. */
export const FEEDBACK_RATE_WINDOW_MS = 60_000;
/**
 * Most clients remembered at once. When more are active, the least recently seen is forgotten
 * (it starts a fresh window if it returns): bounded memory, at the price of letting a flood of
 * over 100,000 fresh /64s through, which no per-client limit could stop anyway.
 */
export const FEEDBACK_RATE_MAX_CLIENTS = 100_000;

/** Decides whether a client may submit now. */
export interface RateLimiter {
  /**
   * Records an attempt by the client at `address` (an IP address as the socket reports it) and
   * answers whether it is allowed; when not, `retryAfterMs` is how long until its window ends.
   */
  attempt(address: string): { allowed: true } | { allowed: false; retryAfterMs: number };
  /** Clients currently remembered. */
  readonly size: number;
}

/**
 * The key a client is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 address as
 * its IPv4 form), an IPv6 address as its /64 prefix (`2001:db8:0:1::/64`), anything else as it is.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  // An embedded IPv4 tail (`64:ff9b::1.2.3.4`) is two groups.
  const hex = address
    .split('%')[0]
    .toLowerCase()
    .replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) => `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`);
  const [head, tail = ''] = hex.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = hex.includes('::') ? [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * A fixed-window limiter: `limit` attempts per client per `windowMs` ms window (starting at the
 * client's first attempt), at most `maxClients` clients remembered, time read from `now` (ms).
 */
export function createRateLimiter(
  limit = FEEDBACK_RATE_LIMIT,
  windowMs = FEEDBACK_RATE_WINDOW_MS,
  now: () => number = Date.now,
  maxClients = FEEDBACK_RATE_MAX_CLIENTS,
): RateLimiter {
  const windows = new LRUCache<string, { start: number; count: number }>({ max: maxClients });
  return {
    attempt(address) {
      const key = clientKey(address);
      const time = now();
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= limit) return { allowed: false, retryAfterMs: windowMs - (time - window.start) };
      window.count += 1;
      return { allowed: true };
    },
    get size() {
      return windows.size;
    },
  };
}
