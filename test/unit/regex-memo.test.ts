// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHighlighter, createOnigurumaEngine, type RegexEngine } from 'shiki';
import { CODE_LANGUAGES, HIGHLIGHT_OPTIONS, highlightToHtml } from '../../cli/pipeline/content/highlight';
import { memoizedRegexEngine } from '../../cli/pipeline/content/regex-memo';

const ROOT = path.resolve(__dirname, '../..');

const DEMO = `import * as React from 'react';
import Button from '@mui/material/Button';

interface Props { label: string }

/** A button that counts its clicks. */
export default function Counter({ label }: Props) {
  const [count, setCount] = React.useState(0);
  return (
    <Button variant="contained" onClick={() => setCount((n) => n + 1)}>
      {\`\${label}: \${count}\`}
    </Button>
  );
}
`;

/** An engine that counts the searches reaching the real one. */
async function countingEngine(): Promise<{ engine: RegexEngine; searches: () => number }> {
  const base = await createOnigurumaEngine(import('shiki/wasm'));
  let searches = 0;
  return {
    searches: () => searches,
    engine: {
      createString: (text) => base.createString(text),
      createScanner(patterns) {
        const scanner = base.createScanner(patterns);
        return {
          findNextMatchSync(string, position, options) {
            searches += 1;
            return scanner.findNextMatchSync(string, position, options);
          },
          dispose: () => scanner.dispose?.(),
        };
      },
    },
  };
}

describe('the memoised regex engine', () => {
  it('highlights byte for byte as Oniguruma alone, with half the searches for two themes', async () => {
    const langs = ['tsx'];
    const themes = Object.values(HIGHLIGHT_OPTIONS.themes);
    const plainCount = await countingEngine();
    const plain = await createHighlighter({ themes, langs, engine: plainCount.engine });
    const memoCount = await countingEngine();
    const memo = await createHighlighter({ themes, langs, engine: memoizedRegexEngine(memoCount.engine) });
    const expected = plain.codeToHtml(DEMO, { ...HIGHLIGHT_OPTIONS, lang: 'tsx' });
    expect(memo.codeToHtml(DEMO, { ...HIGHLIGHT_OPTIONS, lang: 'tsx' })).toBe(expected);
    // The dark pass asks what the light pass asked; repeated lines are answered once too.
    expect(memoCount.searches()).toBeLessThanOrEqual(plainCount.searches() / 2);
    // A second block gets the same answers and output, from memory.
    const before = memoCount.searches();
    expect(memo.codeToHtml(DEMO, { ...HIGHLIGHT_OPTIONS, lang: 'tsx' })).toBe(expected);
    expect(memoCount.searches()).toBe(before);
  });

  it('stays correct after its interned lines are released', async () => {
    const themes = Object.values(HIGHLIGHT_OPTIONS.themes);
    const plain = await createHighlighter({ themes, langs: ['tsx'] });
    const memo = await createHighlighter({ themes, langs: ['tsx'], engine: memoizedRegexEngine(await createOnigurumaEngine(import('shiki/wasm')), 5) });
    // More distinct lines than the engine holds (5), so its copies are freed mid-block, between
    // the light and the dark pass too.
    const long = Array.from({ length: 40 }, (_, index) => `const value${index} = ${index} * 2; // line ${index}`).join('\n');
    expect(memo.codeToHtml(long, { ...HIGHLIGHT_OPTIONS, lang: 'tsx' })).toBe(plain.codeToHtml(long, { ...HIGHLIGHT_OPTIONS, lang: 'tsx' }));
    expect(memo.codeToHtml(DEMO, { ...HIGHLIGHT_OPTIONS, lang: 'tsx' })).toBe(plain.codeToHtml(DEMO, { ...HIGHLIGHT_OPTIONS, lang: 'tsx' }));
  });
});

/** Fenced code blocks of the site's own pages, up to `perLanguage` of each language the build highlights. */
async function contentBlocks(perLanguage: number): Promise<Array<{ lang: string; code: string }>> {
  const files = (await readdir(path.join(ROOT, 'content'), { recursive: true })).filter((file) => file.endsWith('index.md')).sort();
  const blocks: Array<{ lang: string; code: string }> = [];
  const taken = new Map<string, number>();
  for (const file of files) {
    const text = await readFile(path.join(ROOT, 'content', file), 'utf8');
    for (const [, lang, code] of text.matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```$/gm)) {
      if (!(CODE_LANGUAGES as readonly string[]).includes(lang) || (taken.get(lang) ?? 0) >= perLanguage) continue;
      taken.set(lang, (taken.get(lang) ?? 0) + 1);
      blocks.push({ lang, code });
    }
  }
  return blocks;
}

describe("the build's highlighter", () => {
  it("gives Oniguruma's HTML on the site's code blocks of every language, on its JavaScript engine", async () => {
    const blocks = await contentBlocks(15);
    // Most languages appear in the content; each one that does is compared.
    expect(new Set(blocks.map((block) => block.lang)).size).toBeGreaterThanOrEqual(6);
    const oniguruma = await createHighlighter({ themes: Object.values(HIGHLIGHT_OPTIONS.themes), langs: [...CODE_LANGUAGES] });
    const differing = [];
    for (const { lang, code } of blocks) {
      if ((await highlightToHtml(code, lang)) !== oniguruma.codeToHtml(code, { ...HIGHLIGHT_OPTIONS, lang })) differing.push(`${lang}: ${code.slice(0, 60)}`);
    }
    expect(differing).toEqual([]);
  }, 60_000);
});
