// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientKey, createRateLimiter } from '../../../cli/feedback/rate-limit';

describe('feedback rate limit', () => {
  it('allows the limit per window per client, then tells when to retry', () => {
    let now = 0;
    const limiter = createRateLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.attempt('10.0.0.1').allowed)).toEqual([true, true, true]);
    now = 10_000;
    expect(limiter.attempt('10.0.0.1')).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect(limiter.attempt('10.0.0.2').allowed).toBe(true);
    now = 60_000;
    expect(limiter.attempt('10.0.0.1').allowed).toBe(true);
  });

  it('counts an IPv6 client per /64, and an IPv4-mapped address as its IPv4 form', () => {
    expect(clientKey('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:0DB8:0000:0001::1')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(clientKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    const limiter = createRateLimiter(2, 60_000, () => 0);
    // One subscriber rotating through the addresses of its /64 shares one counter.
    expect(limiter.attempt('2001:db8:0:1::1').allowed).toBe(true);
    expect(limiter.attempt('2001:db8:0:1::2').allowed).toBe(true);
    expect(limiter.attempt('2001:db8:0:1:ffff:ffff:ffff:ffff').allowed).toBe(false);
    expect(limiter.attempt('2001:db8:0:2::1').allowed).toBe(true);
  });

  it('stays bounded in memory under a flood of addresses, and still limits the client in front', () => {
    let now = 0;
    const limiter = createRateLimiter(2, 60_000, () => now, 1000);
    for (let index = 0; index < 50_000; index += 1) limiter.attempt(`2001:db8:${(index >> 16).toString(16)}:${(index & 0xffff).toString(16)}::1`);
    expect(limiter.size).toBe(1000);
    now = 1;
    expect(limiter.attempt('10.0.0.1').allowed).toBe(true);
    expect(limiter.attempt('10.0.0.1').allowed).toBe(true);
    expect(limiter.attempt('10.0.0.1').allowed).toBe(false);
  });

  it('costs the same per attempt with 1,000 or 100,000 active clients (no scan of the clients)', () => {
    // Counted, not timed: map reads and iteration steps per attempt do not grow with the clients.
    const reads = (clients: number) => {
      const limiter = createRateLimiter(10, 60_000, () => 0, clients);
      for (let index = 0; index < clients; index += 1) limiter.attempt(`10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`);
      const iterator = Object.getPrototypeOf(new Map()[Symbol.iterator]()) as { next: () => unknown };
      const originals = { get: Map.prototype.get, next: iterator.next };
      let steps = 0;
      Map.prototype.get = function get(this: Map<unknown, unknown>, key: unknown) {
        steps += 1;
        return originals.get.call(this, key);
      };
      iterator.next = function next(this: unknown) {
        steps += 1;
        return originals.next.call(this);
      };
      try {
        limiter.attempt('192.0.2.1');
      } finally {
        Map.prototype.get = originals.get;
        iterator.next = originals.next;
      }
      return steps;
    };
    expect(reads(100_000)).toBe(reads(1000));
  });
});
