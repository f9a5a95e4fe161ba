/**
 * The ad network's JSON feed: fetched
 * for the inline ad under a demo. Everything here distrusts the feed: unknown shapes, unsafe
 * links and oversized bodies are dropped, never rendered.
 */
import type { AdObject } from './in-house';
import { escapeHtml, safeHttpUrl } from './sanitize';

/** One item of the feed's `ads` array; every field is untrusted. */
export interface AdFeedItem {
  company?: unknown;
  description?: unknown;
  image?: unknown;
  statlink?: unknown;
  statimp?: unknown;
  /** Several URLs separated by `||`, each with a {@link TIMESTAMP_PLACEHOLDER}. */
  pixel?: unknown;
  timestamp?: unknown;
}

/** Most feed requests for one inline ad when none is usable. */
export const FEED_RETRY_LIMIT = 10;
/** Largest feed body read, bytes; a bigger one is dropped unread. */
export const FEED_MAX_BYTES = 256 * 1024;
/** Minimum height of an empty inline ad while it loads, px. */
export const INLINE_AD_MIN_HEIGHT_PX = 52;
/** Placeholder in tracking pixel URLs replaced by the item's `timestamp`. */
export const TIMESTAMP_PLACEHOLDER = '[timestamp]';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The first usable item of a feed response: a non-empty object whose `statlink` is
 * an http(s) URL. Items with any other link (`javascript:` included) are skipped.
 * @returns undefined when the body has no `ads` array or no usable item.
 */
export function pickFeedItem(body: unknown, base = 'https://invalid.example/'): AdFeedItem | undefined {
  const ads = (body as { ads?: unknown } | null)?.ads;
  if (!Array.isArray(ads)) return undefined;
  return ads.find(
    (item): item is AdFeedItem =>
      typeof item === 'object' && item !== null && Object.keys(item).length > 0 && safeHttpUrl(text((item as AdFeedItem).statlink), base) !== undefined,
  );
}

/**
 * URLs to load when an item is shown: its `statimp`, then each `||`-separated `pixel` with
 * {@link TIMESTAMP_PLACEHOLDER} replaced by the item's `timestamp`. Non-http(s)
 * URLs are dropped.
 */
export function trackingUrls(item: AdFeedItem, base: string): string[] {
  const timestamp = String(typeof item.timestamp === 'number' || typeof item.timestamp === 'string' ? item.timestamp : '');
  const pixels = text(item.pixel)
    .split('||')
    .map((pixel) => pixel.trim().replaceAll(TIMESTAMP_PLACEHOLDER, timestamp));
  return [text(item.statimp), ...pixels].filter(Boolean).flatMap((url) => safeHttpUrl(url, base) ?? []);
}

/**
 * The ad object rendered for a feed item: the company in bold before the description (which is
 * sanitised when rendered), labelled `feed-inline`. Its link and image are resolved against
 * `feedUrl`, the URL the item came from, as {@link pickFeedItem} checked them (a relative link
 * names the network's page, not the docs page's); an unusable one becomes ''.
 */
export function feedItemToAd(item: AdFeedItem, poweredby: string, feedUrl: string): AdObject {
  const company = text(item.company);
  return {
    name: company,
    link: safeHttpUrl(text(item.statlink), feedUrl) ?? '',
    img: safeHttpUrl(text(item.image), feedUrl) ?? '',
    description: company ? `<strong>${escapeHtml(company)}</strong> – ${text(item.description)}` : text(item.description),
    poweredby,
    label: 'feed-inline',
  };
}

/** Reads at most `maxBytes` of a body; undefined when it is longer (the rest is cancelled). */
async function readCapped(response: Response, maxBytes: number): Promise<string | undefined> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let body = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    body += decoder.decode(value, { stream: true });
  }
  return body + decoder.decode();
}

/**
 * Fetches the feed until it yields a usable item, at most {@link FEED_RETRY_LIMIT} requests
 * A network error, an error status or an oversized body ends it silently;
 * a body without a usable item (empty, malformed JSON, only unsafe links) is retried.
 * @param fetcher `fetch`, replaceable in tests.
 * @returns the item, or undefined; never throws.
 */
export async function fetchFeedItem(url: string, fetcher: typeof fetch = fetch): Promise<AdFeedItem | undefined> {
  for (let attempt = 1; attempt <= FEED_RETRY_LIMIT; attempt += 1) {
    let body: string | undefined;
    try {
      const response = await fetcher(url, { credentials: 'omit', cache: 'no-store' });
      if (!response.ok) return undefined;
      body = await readCapped(response, FEED_MAX_BYTES);
    } catch {
      return undefined;
    }
    if (body === undefined) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      continue;
    }
    const item = pickFeedItem(parsed, url);
    if (item) return item;
  }
  return undefined;
}
