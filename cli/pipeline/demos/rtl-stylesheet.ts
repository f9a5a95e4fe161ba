/**
 * The right-to-left rules of server-rendered demos as a stylesheet of their own, so a page
 * carries only its address (see `runtime/demos/rtl-styles.ts`).
 */
import { createHash } from 'node:crypto';
import { rtlDemoStyles } from '../../../runtime/demos/rtl-styles';
import type { RenderedDemos } from '../../../runtime/demos/server.build';
import type { OutputFile } from '../output-files';

/**
 * Head markup for rendered demos: their style tag, then the script that applies their
 * right-to-left rules when the page is right-to-left, with the stylesheet of those rules to
 * write: `/assets/rtl/<hash of the rules>.css` (pages whose demos flip the same rules share the
 * file, cached for a year like any hashed asset). No stylesheet when no rule flips. Pure.
 * @param rendered the demos' `styleTag` and `rtlCss` (from `combineRenders`)
 */
export function demoStyleMarkup({ styleTag, rtlCss }: Pick<RenderedDemos, 'styleTag' | 'rtlCss'>): { markup: string; files: OutputFile[] } {
  if (!rtlCss) return { markup: styleTag, files: [] };
  const url = `/assets/rtl/${createHash('sha256').update(rtlCss).digest('hex').slice(0, 16)}.css`;
  return { markup: styleTag + rtlDemoStyles(url), files: [{ url, text: rtlCss }] };
}
