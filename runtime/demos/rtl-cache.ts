/**
 * The right-to-left Emotion cache of demos (issue 5 item 3): a separate cache whose Stylis
 * plugins flip physical properties (margin-left ↔ margin-right, …). A chunk of its own, loaded
 * only when a reader chooses right-to-left; until it arrives, the build's RTL rules (see
 * server.tsx) keep demos flipped.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

let cache: EmotionCache | undefined;

/** Key of the RTL cache's class names and style tags. */
export const RTL_CACHE_KEY = 'muirtl';

/** The page's RTL cache. */
export function getRtlCache(): EmotionCache {
  cache ??= createCache({ key: RTL_CACHE_KEY, stylisPlugins: [prefixer, rtlPlugin] });
  return cache;
}
