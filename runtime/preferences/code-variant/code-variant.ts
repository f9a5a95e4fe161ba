/**
 * Code variant: which language demos show their
 * source in. Pure rules; the browser layer reads `location.hash` and `document.cookie`.
 */
import { preferenceCookie, readCookie } from '../cookies';

export type CodeVariant = 'JS' | 'TS';

/** Cookie holding the reader's choice. */
export const CODE_VARIANT_COOKIE = 'codeVariant';
/** Attribute on `<html>` holding the variant shown; CSS shows that variant's code blocks. */
export const CODE_VARIANT_ATTRIBUTE = 'data-code-variant';

/** The initial value when nothing says otherwise. */
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';

/** The variant a URL hash selects: `….tsx` → TS, `….js` → JS, anything else none. */
export function variantFromHash(hash: string): CodeVariant | undefined {
  if (hash.endsWith('.tsx')) return 'TS';
  if (hash.endsWith('.js')) return 'JS';
  return undefined;
}

/** The variant saved in a `document.cookie` string, if valid. */
export function variantFromCookie(cookies: string): CodeVariant | undefined {
  const value = readCookie(cookies, CODE_VARIANT_COOKIE);
  return value === 'JS' || value === 'TS' ? value : undefined;
}

/** Initial variant on load: the hash overrides everything, then the saved preference, then TS. */
export function initialCodeVariant(hash: string, cookies: string): CodeVariant {
  return variantFromHash(hash) ?? variantFromCookie(cookies) ?? DEFAULT_CODE_VARIANT;
}

/** The `document.cookie` assignment that saves a variant: path `/`, one year. */
export function codeVariantCookie(variant: CodeVariant): string {
  return preferenceCookie(CODE_VARIANT_COOKIE, variant);
}
