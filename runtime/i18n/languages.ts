/**
 * Languages: the language is a path prefix, omitted for the default language; the
 * list holds only `en`. Adding a code to {@link LANGUAGES} is the only change needed for the
 * build to emit prefixed routes. Every function takes the list, so tests can use another.
 */

/** Languages the site is built in; the first is the default (only `en`). */
export const LANGUAGES: readonly string[] = ['en'];

/** The default language: its pages have no prefix. */
export const DEFAULT_LANGUAGE = 'en';

/** True for paths excluded from language handling: `/blog`, everything under `/blog/`, and `/size-snapshot/`. */
export function isLanguageExcluded(pathname: string): boolean {
  return pathname === '/blog' || pathname.startsWith('/blog/') || pathname === '/size-snapshot' || pathname.startsWith('/size-snapshot/');
}

/**
 * Splits a site path into its language and the path without prefix, from which the canonical
 * URL is derived.
 */
export function pathnameToLanguage(pathname: string, languages: readonly string[] = LANGUAGES): { userLanguage: string; canonicalAs: string } {
  const [, first, ...rest] = pathname.split('/');
  if (first && first !== DEFAULT_LANGUAGE && languages.includes(first)) {
    return { userLanguage: first, canonicalAs: `/${rest.join('/')}` };
  }
  return { userLanguage: DEFAULT_LANGUAGE, canonicalAs: pathname };
}

/** The path of `pathname` (without prefix) in `language`; excluded paths never get one. */
export function localizedPath(pathname: string, language: string): string {
  if (language === DEFAULT_LANGUAGE || isLanguageExcluded(pathname)) return pathname;
  return `/${language}${pathname}`;
}

/** The languages a page is built in: all of them, or only the default for excluded paths. */
export function languagesFor(pathname: string, languages: readonly string[] = LANGUAGES): readonly string[] {
  return isLanguageExcluded(pathname) ? [DEFAULT_LANGUAGE] : languages;
}

/** Site-internal page links (`href="/…"`, not assets or files) rewritten into `language`. */
export function localizeLinks(html: string, language: string): string {
  if (language === DEFAULT_LANGUAGE) return html;
  return html.replace(/href="(\/(?!assets\/|fonts\/)[^"]*)"/g, (match, href: string) => {
    if (/\.[a-z0-9]+(?:[?#]|$)/i.test(href.split('#')[0])) return match;
    return `href="${localizedPath(href, language)}"`;
  });
}
