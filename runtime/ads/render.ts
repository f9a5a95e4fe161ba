/**
 * Ad markup in the browser, React-free so a prose page stays in its
 * 30 KB budget: an ad object becomes a sponsored link whose description went through
 * DOMPurify. The ad-block appeal, fixed text, is `appeal.ts`, which needs none of this.
 */
import * as styles from './Ad.styles';
import type { AdShape } from './ad-flow';
import type { AdObject } from './in-house';
import { safeHttpUrl, sanitizeAdHtml } from './sanitize';

/**
 * Renders `ad` into `container` in `shape`, replacing its content: a link with
 * `target="_blank" rel="noopener sponsored"`, the picture in the image layout, the sanitised
 * description, and "ad by …".
 * @throws Error when the ad's link is not http(s) (the caller hides the ad and reports a crash).
 */
export function renderAd(container: HTMLElement, ad: AdObject, shape: AdShape): void {
  const href = safeHttpUrl(ad.link, location.href);
  if (!href) throw new Error(`Ad "${ad.label}" has no http(s) link`);
  const root = document.createElement('div');
  root.className = styles.ad;
  root.dataset.shape = shape;
  root.dataset.adLabel = ad.label;
  const link = document.createElement('a');
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener sponsored';
  const img = shape === 'image' ? safeHttpUrl(ad.img, location.href) : undefined;
  if (img) {
    const picture = document.createElement('img');
    picture.decoding = 'async';
    picture.width = 130;
    picture.height = 100;
    picture.alt = '';
    picture.src = img;
    link.append(picture);
  }
  const description = document.createElement('span');
  description.dataset.adDescription = '';
  description.innerHTML = sanitizeAdHtml(ad.description);
  link.append(description);
  const poweredby = document.createElement('span');
  poweredby.dataset.adPoweredby = '';
  poweredby.textContent = `ad by ${ad.poweredby}`;
  root.append(link, poweredby);
  container.replaceChildren(root);
}
