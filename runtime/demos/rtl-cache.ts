/**
 * The right-to-left Emotion cache of demos (issue 5 item 3): a separate cache whose Stylis
 * plugins flip physical properties (margin-left ↔ margin-right, …). Created on first use, so
 * LTR readers never run it.
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
