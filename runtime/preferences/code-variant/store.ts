/**
 * The page's code variant in the browser: initial value from the hash or cookie, changes
 * saved to the cookie and broadcast to every subscriber on the page.
 */
import { CODE_VARIANT_ATTRIBUTE, type CodeVariant, codeVariantCookie, DEFAULT_CODE_VARIANT, initialCodeVariant } from './code-variant';

const listeners = new Set<() => void>();
let current: CodeVariant | undefined;

/** The current code variant (from the hash, then the cookie, then TS), as the head script applied it. */
export function getCodeVariant(): CodeVariant {
  current ??= (document.documentElement.getAttribute(CODE_VARIANT_ATTRIBUTE) as CodeVariant | null) ?? initialCodeVariant(location.hash, document.cookie);
  return current;
}

/** The server's view: the spec's initial value. */
export function getServerCodeVariant(): CodeVariant {
  return DEFAULT_CODE_VARIANT;
}

/** Saves `variant` in the `codeVariant` cookie, shows it in every demo and tells every subscriber. */
export function setCodeVariant(variant: CodeVariant): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the choice in this cookie; every browser the site supports has document.cookie.
  document.cookie = codeVariantCookie(variant);
  document.documentElement.setAttribute(CODE_VARIANT_ATTRIBUTE, variant);
  if (variant === getCodeVariant()) return;
  current = variant;
  listeners.forEach((listener) => listener());
}

/** Subscribes to variant changes; returns the unsubscribe function. */
export function subscribeCodeVariant(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
