/**
 * Right-to-left rules of a page's server-rendered demos (`html[dir="rtl"] …`, made by the
 * build from the demos' own styles). A left-to-right reader, nearly every reader, never needs
 * them, and on a page of many demos they are as large as the demos' styles themselves (about
 * 100 KB on the Autocomplete page) and would be parsed before first paint. So the page carries
 * them in an inert `<template>`: a one-line script right after it moves them into the head when
 * the page is already right-to-left (set by the head script from the stored choice, before the
 * body exists), and {@link activateRtlDemoStyles} does the same when the reader switches later.
 */

/** Attribute of the `<template>` holding the rules. */
export const RTL_TEMPLATE_ATTRIBUTE = 'data-rtl-demos';

/** The inline script that activates the template just before it, when the page is right-to-left. */
const ACTIVATE_IF_RTL = "if(document.documentElement.dir==='rtl'){var t=document.currentScript.previousElementSibling;t.replaceWith(t.content)}";

/**
 * Markup for a page's head: `css` in an inert template, and the script that applies it before
 * first paint for a right-to-left reader; an empty string when `css` is empty.
 */
export function rtlDemoStyles(css: string): string {
  return css ? `<template ${RTL_TEMPLATE_ATTRIBUTE}=""><style>${css}</style></template><script>${ACTIVATE_IF_RTL}</script>` : '';
}

/** Moves every right-to-left template's rules into the document (once; they apply only under `dir="rtl"`). */
export function activateRtlDemoStyles(doc: Document = document): void {
  doc.querySelectorAll<HTMLTemplateElement>(`template[${RTL_TEMPLATE_ATTRIBUTE}]`).forEach((template) => template.replaceWith(template.content));
}
