/**
 * The document of an iframe demo, written at build time into the iframe's
 * `srcdoc`: the demo's server HTML and only its own styles, the site's font, and a first script
 * that copies the page's colour scheme and direction before the iframe paints.
 */
import { COLOR_SCHEME_ATTRIBUTE } from '../preferences/color-mode/color-mode';
import { FONT_WEIGHTS, fontUrl } from '../theme/global.styles';
import { IFRAME_ROOT_ID } from './DemoRoot';

const MIRROR_SCRIPT = `(function(){var p=parent.document.documentElement,h=document.documentElement;h.setAttribute('${COLOR_SCHEME_ATTRIBUTE}',p.getAttribute('${COLOR_SCHEME_ATTRIBUTE}')||'light');h.dir=p.dir||'ltr';})();`;

/** The full HTML of an iframe demo, for its `srcdoc`. */
export function iframeDocument(html: string, styleTag: string, title: string): string {
  const fonts = FONT_WEIGHTS.map((weight) => `@font-face{font-family:Roboto;font-weight:${weight};font-display:optional;src:url(${fontUrl(weight)}) format("woff2")}`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><script>${MIRROR_SCRIPT}</script><style>${fonts}html{color-scheme:light}html[${COLOR_SCHEME_ATTRIBUTE}="dark"]{color-scheme:dark}body{margin:0;font-family:Roboto,system-ui,sans-serif}</style>${styleTag}</head><body><div id="${IFRAME_ROOT_ID}">${html}</div></body></html>`;
}
