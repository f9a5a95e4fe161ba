/**
 * Documents of demos that render in a frame of their own, written at build time: an iframe
 * demo's `srcdoc` (the demo's server HTML and only its own styles, the site's font, and a first
 * script that copies the page's colour scheme and direction before the iframe paints), and a
 * template's own documents: its live preview, a page on its own URL that hydrates itself, and
 * its picture for the templates gallery.
 */
import { COLOR_SCHEME_ATTRIBUTE } from '../preferences/color-mode/color-mode';
import { FONT_WEIGHTS, fontUrl } from '../theme/global.styles';
import { IFRAME_ROOT_ID } from './DemoRoot';

const MIRROR_SCRIPT = `(function(){var p=parent.document.documentElement,h=document.documentElement;h.setAttribute('${COLOR_SCHEME_ATTRIBUTE}',p.getAttribute('${COLOR_SCHEME_ATTRIBUTE}')||'light');h.dir=p.dir||'ltr';})();`;

/** The site's font and the document's base rules. */
function baseStyle(): string {
  const fonts = FONT_WEIGHTS.map(
    (weight) => `@font-face{font-family:Roboto;font-weight:${weight};font-display:optional;src:url(${fontUrl(weight)}) format("woff2")}`,
  ).join('');
  return `<style>${fonts}html{color-scheme:light}html[${COLOR_SCHEME_ATTRIBUTE}="dark"]{color-scheme:dark}body{margin:0;font-family:Roboto,system-ui,sans-serif}</style>`;
}

/** The full HTML of an iframe demo, for its `srcdoc`. */
export function iframeDocument(html: string, styleTag: string, title: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><script>${MIRROR_SCRIPT}</script>${baseStyle()}${styleTag}</head><body><div id="${IFRAME_ROOT_ID}">${html}</div></body></html>`;
}

/** What a template's documents are made of. */
export interface TemplateDocumentParts {
  /** The template's server HTML and its style markup. */
  html: string;
  styleTag: string;
  /** The document's title, e.g. `Dashboard template`. */
  title: string;
  /** The script that applies the reader's colour scheme before the first paint (every page's). */
  colorModeScript: string;
  /** URL of the template's client entry (its default export hydrates the document), and the chunks it imports. */
  entryUrl: string;
  preloads: readonly string[];
}

/**
 * A template's live preview: its own page in the reader's colour scheme (or the one its frame
 * is switched to), hydrated by its entry. Kept out of search engines: the template's page is
 * the one to find.
 */
export function templatePreviewDocument(parts: TemplateDocumentParts): string {
  const preloads = parts.preloads.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${parts.title}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><script>${parts.colorModeScript}</script>${baseStyle()}${parts.styleTag}${preloads}</head><body><div id="${IFRAME_ROOT_ID}">${parts.html}</div><script type="module">import start from ${JSON.stringify(parts.entryUrl)};start();</script></body></html>`;
}

/** A template's picture for the gallery: the same render without script, in the gallery page's colour scheme. */
export function templatePictureDocument(parts: Pick<TemplateDocumentParts, 'html' | 'styleTag' | 'title'>): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${parts.title}</title><script>${MIRROR_SCRIPT}</script>${baseStyle()}${parts.styleTag}</head><body><div id="${IFRAME_ROOT_ID}">${parts.html}</div></body></html>`;
}
