/**
 * Request headers the static file library reads too loosely, rewritten to what it handles:
 * `Accept-Encoding` (it looks for the substrings `br` and `gzip`, ignoring q-values) and
 * `Range` (it accepts malformed, suffix and multiple ranges and can be asked to read backwards).
 * Parsing is left to `negotiator` and `range-parser`, which Express uses.
 */
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import parseRange from 'range-parser';

/** Encodings the output has precompressed copies in, most preferred first. */
export const PRECOMPRESSED_ENCODINGS = ['br', 'gzip'] as const;

/**
 * The precompressed encodings the client accepts (q > 0), as an `Accept-Encoding` value the
 * library reads correctly: `'br, gzip'`, `'gzip'`, `'br'` or `''` (identity only), Brotli
 * first whatever the q-values of the two (both are acceptable). Without the header, identity only.
 */
export function acceptableEncodings(header: string | undefined): string {
  if (!header) return '';
  let answer = recent.get(header);
  if (answer === undefined) {
    answer = negotiate(header);
    recent.set(header, answer);
  }
  return answer;
}

// Browsers send a handful of distinct values: the parse is kept for the most recent ones.
const recent = new LRUCache<string, string>({ max: 256 });

function negotiate(header: string): string {
  const accepted = new Negotiator({ headers: { 'accept-encoding': header } }).encodings([...PRECOMPRESSED_ENCODINGS]);
  // The library prefers Brotli whenever both are accepted: the list keeps that order.
  return PRECOMPRESSED_ENCODINGS.filter((encoding) => accepted.includes(encoding)).join(', ');
}

/**
 * What to do with a `Range` header for a representation of `size` bytes:
 * `undefined` to drop it and answer the whole body with 200 (malformed, or several ranges,
 * which the library cannot send as multipart); otherwise a `bytes=start-end` the library reads
 * exactly, with `start = size` for an unsatisfiable range so it answers 416.
 */
export function normaliseRange(header: string, size: number): string | undefined {
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -2 || (Array.isArray(ranges) && (ranges.type !== 'bytes' || ranges.length !== 1))) return undefined;
  if (ranges === -1) return `bytes=${size}-`;
  return `bytes=${ranges[0].start}-${ranges[0].end}`;
}
