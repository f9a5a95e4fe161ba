/**
 * The right-to-left Emotion cache of demos: a separate cache whose Stylis
 * plugins flip physical properties (margin-left ↔ margin-right, …). A chunk of its own, loaded
 * only when a reader chooses right-to-left; until it arrives, the build's RTL rules (see
 * server.tsx) keep demos flipped.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

const caches = new Map<HTMLElement | undefined, EmotionCache>();

/** Key of the RTL cache's class names and style tags. */
export const RTL_CACHE_KEY = 'muirtl';

/** The RTL cache inserting into `container` (an iframe demo's head), or the page's. */
export function getRtlCache(container?: HTMLElement): EmotionCache {
  let cache = caches.get(container);
  if (!cache) {
    cache = createCache({ key: RTL_CACHE_KEY, stylisPlugins: [prefixer, rtlPlugin], ...(container && { container }) });
    caches.set(container, cache);
  }
  return cache;
}
