/**
 * Right-to-left rules of a page's server-rendered demos (`html[dir="rtl"] …`, made by the
 * build from the demos' own styles). A left-to-right reader, nearly every reader, never needs
 * them, and on a page of many demos they are as large as the demos' styles themselves (about
 * 110 KB on the Autocomplete page), so the build writes them to a stylesheet of their own and
 * the page carries only its address, on a one-line script in the head. When the page is
 * already right-to-left (set by the head script from the stored choice, before the body
 * exists), that script adds the stylesheet as render-blocking, so the first paint is flipped;
 * {@link activateRtlDemoStyles} adds it when the reader switches later.
 */

/** Attribute of the script carrying the stylesheet's URL; removed once the stylesheet is added. */
export const RTL_STYLESHEET_ATTRIBUTE = 'data-rtl-demos';

/**
 * The inline script that adds the stylesheet named on it when the page is right-to-left. Its
 * text is the same on every page (the URL is an attribute), so one Content-Security-Policy hash
 * allows it everywhere. `blocking="render"` holds the first paint until the rules have loaded.
 */
const ADD_IF_RTL = `if(document.documentElement.dir==='rtl'){var s=document.currentScript,l=document.createElement('link');l.rel='stylesheet';l.href=s.getAttribute('${RTL_STYLESHEET_ATTRIBUTE}');l.setAttribute('blocking','render');s.removeAttribute('${RTL_STYLESHEET_ATTRIBUTE}');document.head.appendChild(l)}`;

/** Markup for a page's head that applies the stylesheet at `href` whenever the page is right-to-left. */
export function rtlDemoStyles(href: string): string {
  return `<script ${RTL_STYLESHEET_ATTRIBUTE}="${href}">${ADD_IF_RTL}</script>`;
}

/** Adds each right-to-left stylesheet named in `doc` that is not in it yet (its rules apply only under `dir="rtl"`). */
export function activateRtlDemoStyles(doc: Document = document): void {
  doc.querySelectorAll<HTMLScriptElement>(`script[${RTL_STYLESHEET_ATTRIBUTE}]`).forEach((script) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = script.getAttribute(RTL_STYLESHEET_ATTRIBUTE)!;
    script.removeAttribute(RTL_STYLESHEET_ATTRIBUTE);
    doc.head.append(link);
  });
}
