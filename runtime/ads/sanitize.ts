/**
 * Ad HTML and URL safety. Descriptions, in-house or from the feed, pass
 * through DOMPurify (well kept, the reference HTML sanitiser) with an allow-list of inline text
 * tags and no attributes, so scripts, event handlers, images and links never reach the DOM.
 */
import DOMPurify from 'dompurify';

/** Tags an ad description may keep; everything else is removed, its text kept. */
export const AD_DESCRIPTION_TAGS = ['b', 'strong', 'em', 'i', 'br', 'span'];

/** `value` with `& < > " '` as numeric character references, safe as HTML text or attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Sanitises an ad description's HTML (no attributes survive). Where DOMPurify cannot run (a
 * DOM it does not support), the tags are dropped and the text escaped, so nothing is trusted.
 */
export function sanitizeAdHtml(html: string): string {
  if (!DOMPurify.isSupported) return escapeHtml(html.replace(/<[^>]*>?/g, ''));
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: AD_DESCRIPTION_TAGS, ALLOWED_ATTR: [] });
}

/**
 * `value` resolved against `base` when it is an http(s) URL; undefined for anything else
 * (`javascript:`, `data:`, malformed).
 */
export function safeHttpUrl(value: string, base: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
