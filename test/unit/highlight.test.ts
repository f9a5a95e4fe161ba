// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { excerptText, highlightToHtml, highlightWithExcerpt } from '../../cli/pipeline/content/highlight';
import { deriveJs, jsxPreview } from '../../cli/pipeline/demos/derived-js';

const ROOT = path.resolve(__dirname, '../..');

/** A spread of the site's demos (every 40th TSX file under `content/`), each with its derived JS. */
async function demoSpread(): Promise<Array<{ file: string; ts: string; js: string }>> {
  const files = (await readdir(path.join(ROOT, 'content'), { recursive: true })).filter((file) => file.endsWith('.tsx')).sort();
  return Promise.all(
    files
      .filter((_, index) => index % 40 === 0)
      .map(async (file) => {
        const ts = await readFile(path.join(ROOT, 'content', file), 'utf8');
        return { file, ts, js: await deriveJs(ts, file) };
      }),
  );
}

describe("the demos' highlighted code", () => {
  it('colours derived JS with the TSX grammar as the JSX grammar does (the build highlights both variants with the TSX one)', async () => {
    const typed = (await demoSpread()).filter(({ ts, js }) => js !== ts);
    expect(typed.length).toBeGreaterThan(20);
    for (const { file, js } of typed) expect(await highlightToHtml(js, 'tsx'), file).toBe(await highlightToHtml(js, 'jsx'));
  }, 60_000);

  it("gives a collapsed preview taken from the whole file's tokens the HTML of the preview highlighted alone", async () => {
    let compared = 0;
    for (const { file, ts, js } of await demoSpread()) {
      for (const code of new Set([ts, js])) {
        const preview = jsxPreview(code);
        if (!preview) continue;
        compared += 1;
        const { full, excerpt } = await highlightWithExcerpt(code, 'tsx', preview);
        expect(full, file).toBe(await highlightToHtml(code, 'tsx'));
        expect(excerpt, file).toBe(await highlightToHtml(excerptText(code, preview), 'tsx'));
      }
    }
    expect(compared).toBeGreaterThan(20);
  }, 60_000);

  it('drops the shared indent and keeps the extra spaces of a deeper line', async () => {
    const code = 'function A() {\n  return (\n    <div>\n      <span>{1}</span>\n    </div>\n  );\n}';
    const excerpt = { first: 2, count: 3, indent: 4 };
    expect(excerptText(code, excerpt)).toBe('<div>\n  <span>{1}</span>\n</div>');
    expect((await highlightWithExcerpt(code, 'tsx', excerpt)).excerpt).toBe(await highlightToHtml(excerptText(code, excerpt), 'tsx'));
  });
});
