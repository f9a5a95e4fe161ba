/**
 * The inline feed ad under a demo: shown once per page,
 * under the first demo whose code the reader expands. An empty 52 px box waits for the feed;
 * a network error leaves it empty, silently.
 */
import { adEventSender } from '../analytics/ad-events';
import { readPageContext } from '../analytics/page-context';
import * as styles from './Ad.styles';
import type { AdConfigValue } from './AdConfigContext';
import { AD_DISPLAY_EVENT_DELAY_MS, isBot } from './ad-flow';
import { feedItemToAd, fetchFeedItem, trackingUrls } from './feed';
import { renderAd } from './render';
import { AD_SLOT_ATTRIBUTE } from './slot';

/** Loads each tracking URL as an image nobody sees. */
function loadPixels(urls: string[]): void {
  for (const url of urls) {
    const pixel = new Image(1, 1);
    // The network learns the site's origin, never the page's path or query.
    pixel.referrerPolicy = 'strict-origin-when-cross-origin';
    pixel.src = url;
  }
}

/**
 * Appends the inline ad to `demo` and fills it from the feed. State in `data-ad-inline`:
 * `loading`, `shown`, `empty` or `crashed`.
 * @param random the draw deciding whether this ad's events are sampled.
 */
export async function showInlineAd(demo: HTMLElement, config: AdConfigValue, random = Math.random()): Promise<void> {
  if (!config.feedUrl || isBot(navigator.userAgent)) return;
  const box = document.createElement('div');
  box.className = styles.inline;
  box.dataset.adInline = 'loading';
  demo.append(box);
  const item = await fetchFeedItem(config.feedUrl);
  if (!item) {
    box.dataset.adInline = 'empty';
    return;
  }
  const ad = feedItemToAd(item, config.networkName, config.feedUrl);
  const send = adEventSender(random, config.displayRatio, readPageContext());
  try {
    renderAd(box, ad, 'inline');
  } catch (error) {
    box.dataset.adInline = 'crashed';
    box.replaceChildren();
    send('crash', ad.label);
    console.error('Inline ad crashed and was hidden', error);
    return;
  }
  box.dataset.adInline = 'shown';
  loadPixels(trackingUrls(item, config.feedUrl));
  box.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) send('click', ad.label);
  });
  setTimeout(() => send('display', ad.label), AD_DISPLAY_EVENT_DELAY_MS);
}

let shown = false;

/** Shows the page's inline ad under `demo` the first time any demo's code is expanded. */
export function onFirstCodeExpand(demo: HTMLElement, doc: Document = document): void {
  if (shown) return;
  shown = true;
  const slot = doc.querySelector(`[${AD_SLOT_ATTRIBUTE}]`);
  if (slot) void showInlineAd(demo, JSON.parse(slot.getAttribute(AD_SLOT_ATTRIBUTE) || '{}') as AdConfigValue);
}
