/**
 * The site's response headers as static hosts read them from a `_headers` file (the Netlify
 * and Cloudflare Pages convention: a path pattern on its own line, then indented
 * `Name: value` lines), applied by `docs serve` too: a Content-Security-Policy that allows the
 * site itself plus exactly the configured third parties, and the other security headers.
 */
import { createHash } from 'node:crypto';
import { decodeHTML } from 'entities';
import type { DocsConfig } from '../../config';

/** Cache policy of hashed assets (their name changes with their content): a year, never revalidated. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache policy of everything else (pages keep their URL across builds): revalidate on each use. */
export const CACHE_REVALIDATE = 'no-cache';
/** URL prefix of the hashed assets. */
export const HASHED_ASSETS_PREFIX = '/assets/';
/** Name of the headers file at the output's root. */
export const HEADERS_FILE = '_headers';

/** One rule of a `_headers` file: the headers sent for paths matching `path` (`*` matches any run of characters). */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The bodies of the inline scripts a browser runs in `html`: `<script>` elements without `src`
 * whose type is JavaScript (JSON data blocks are never run, so the policy needs no hash for
 * them), including those of `srcdoc` documents, which inherit the page's policy.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1].toLowerCase() ?? '';
    if (/\ssrc\s*=/i.test(attributes) || !SCRIPT_TYPES.has(type)) continue;
    if (match[2].length > 0) scripts.push(match[2]);
  }
  for (const match of html.matchAll(/\ssrcdoc\s*=\s*"([^"]*)"/gi)) scripts.push(...inlineScripts(decodeHTML(match[1])));
  return scripts;
}

/** The CSP source expression allowing one inline script: `'sha256-<base64 of its UTF-8 bytes' SHA-256>'`. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * A file callback for `precompressOutput` that adds to `hashes` the policy hash of every inline
 * script of each HTML file it is shown (other files are ignored).
 */
export function inlineScriptHashes(hashes: Set<string>): (file: string, contents: Buffer) => void {
  return (file, contents) => {
    if (file.endsWith('.html')) for (const script of inlineScripts(contents.toString('utf8'))) hashes.add(scriptHash(script));
  };
}

const origin = (url: string | undefined) => (url ? new URL(url).origin : undefined);
const defined = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

/**
 * The Content-Security-Policy of every page: the site's own origin, the inline scripts of
 * `hashes` (from {@link scriptHash}), and the origins of the configured ad network (script,
 * feed, backer link artwork) and Google tag (only with a measurement id).
 */
export function contentSecurityPolicy(config: DocsConfig, hashes: Iterable<string>): string {
  const ads = defined([origin(config.ads.scriptUrl), origin(config.ads.feedUrl)]);
  const gtagOrigin = config.gaMeasurementId ? origin(config.gaScriptUrl) : undefined;
  // Google's tag sends its hits to these hosts (Google's documented CSP for GA4).
  const gtagBeacons =
    gtagOrigin && new URL(gtagOrigin).hostname.endsWith('googletagmanager.com') ? ['https://*.google-analytics.com', 'https://*.analytics.google.com'] : [];
  const gtag = defined([gtagOrigin, ...gtagBeacons]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'unsafe-eval': live editing runs the reader's edited demo code with `new Function`.
    ['script-src', ["'self'", ...[...new Set(hashes)].sort(), "'unsafe-eval'", ...defined([origin(config.ads.scriptUrl), gtagOrigin])]],
    // 'unsafe-inline': Emotion inserts <style> elements while the page runs (each demo's and
    // the shell's styles are computed in the browser), and React writes `style` attributes;
    // hashes cannot cover styles that do not exist at build time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...ads, ...gtag]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...defined([origin(config.feedbackUrl), origin(config.ads.feedUrl)]), ...gtag]],
    ['frame-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    // Demos render in iframes of the same origin: framing by the site itself stays allowed.
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The rules of the site's `_headers` file: security headers on every path, a year of caching for hashed assets. */
export function siteHeaderRules(config: DocsConfig, hashes: Iterable<string>): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(config, hashes),
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'SAMEORIGIN',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      },
    },
    // Hosts join the values of a header set by several matching rules, so `/*` sets no
    // Cache-Control: pages get the hosts' default revalidation (and `docs serve`'s no-cache).
    { path: `${HASHED_ASSETS_PREFIX}*`, headers: { 'Cache-Control': CACHE_IMMUTABLE } },
  ];
}

/** The text of a `_headers` file for `rules`. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return `${rules.map((rule) => [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n')}\n`;
}
