import type { PageContext } from './analytics';

/** Id of the JSON script element the build writes into every page. */
export const PAGE_CONTEXT_ID = 'docs-page';

/** Reads the page context the build wrote into the page (boot: no analytics code needed). */
export function readPageContext(doc: Document = document): PageContext | undefined {
  const script = doc.getElementById(PAGE_CONTEXT_ID);
  return script ? (JSON.parse(script.textContent ?? '{}') as PageContext) : undefined;
}
