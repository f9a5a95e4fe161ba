/**
 * The right-to-left rules of server-rendered demos as a stylesheet of their own, so a page
 * carries only its address (see `runtime/demos/rtl-styles.ts`).
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rtlDemoStyles } from '../../../runtime/demos/rtl-styles';
import type { RenderedDemos } from '../../../runtime/demos/server.build';
import { writeOnce } from '../write-once';

/**
 * Head markup for rendered demos: their style tag, then the script that applies their
 * right-to-left rules when the page is right-to-left. The rules are written to
 * `<outDir>/assets/rtl/<hash of the rules>.css` once per build (pages whose demos flip the same
 * rules share the file, cached for a year like any hashed asset).
 * @param rendered the demos' `styleTag` and `rtlCss` (from `combineRenders`)
 */
export async function demoStyleMarkup(outDir: string, { styleTag, rtlCss }: Pick<RenderedDemos, 'styleTag' | 'rtlCss'>): Promise<string> {
  if (!rtlCss) return styleTag;
  const url = `/assets/rtl/${createHash('sha256').update(rtlCss).digest('hex').slice(0, 16)}.css`;
  const file = path.join(outDir, url);
  await writeOnce(file, () => mkdir(path.dirname(file), { recursive: true }).then(() => writeFile(file, rtlCss)));
  return styleTag + rtlDemoStyles(url);
}
