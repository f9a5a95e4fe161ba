/**
 * Per-page head metadata: canonical URL without the language prefix,
 * `hreflang` alternates with `x-default`, Open Graph and Twitter cards.
 */
import { languagesFor, localizedPath, pathnameToLanguage } from '../../../runtime/i18n/languages';
import { escapeHtml } from './template';

/** What the head needs to know about a page. */
export interface HeadInput {
  origin: string;
  /** The route as served, language prefix included. */
  route: string;
  title: string;
  description: string;
  /** `article` for guides and posts, `website` for the rest. */
  type: 'article' | 'website';
  languages: readonly string[];
}

/** The canonical URL of a route: origin plus the path with its language prefix removed. */
export function canonicalUrl(origin: string, route: string, languages: readonly string[]): string {
  return new URL(pathnameToLanguage(route, languages).canonicalAs, origin).href;
}

/** `<link>` and `<meta>` tags for the page's head, escaped. */
export function headMeta(input: HeadInput): string {
  const { canonicalAs } = pathnameToLanguage(input.route, input.languages);
  const canonical = canonicalUrl(input.origin, input.route, input.languages);
  const url = (path: string) => escapeHtml(new URL(path, input.origin).href);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...languagesFor(canonicalAs, input.languages).map(
      (language) => `<link rel="alternate" hreflang="${language}" href="${url(localizedPath(canonicalAs, language))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${url(canonicalAs)}">`,
    `<meta property="og:type" content="${input.type}">`,
    `<meta property="og:site_name" content="MUI">`,
    `<meta property="og:title" content="${escapeHtml(input.title)}">`,
    `<meta property="og:description" content="${escapeHtml(input.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${escapeHtml(input.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(input.description)}">`,
  ];
  return tags.join('\n');
}

/** `robots.txt`: everything allowed, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}
