// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHighlighter, createOnigurumaEngine, type RegexEngine } from 'shiki';
import { HIGHLIGHT_OPTIONS } from '../../cli/pipeline/content/highlight';
import { memoizedRegexEngine } from '../../cli/pipeline/content/regex-memo';

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
