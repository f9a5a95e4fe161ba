/**
 * A seeded pseudo-random source for demo data: the same seed gives the same rows on the server
 * and in the browser, so a grid's server render and its hydration agree, and no rows are
 * shipped as JSON. The generator is mulberry32 (32-bit state, period 2^32), plenty for demo rows.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with the given probability (0..1). */
  chance(probability: number): boolean;
  /** A date `days` days or fewer before `from` (a UTC midnight), never after it. */
  dateBefore(from: Date, days: number): Date;
}

/** A random source whose sequence depends only on `seed` (any 32-bit integer). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (probability) => next() < probability,
    dateBefore: (from, days) => new Date(from.getTime() - int(0, days) * 86_400_000),
  };
}

/** The day demo dates count back from, fixed so every render shows the same dates. */
export const DEMO_TODAY = new Date(Date.UTC(2026, 5, 30));
