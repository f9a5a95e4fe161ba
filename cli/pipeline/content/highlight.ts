/**
 * Build-time syntax highlighting with Shiki (no highlighter ships to the browser). Light and
 * dark colours are both emitted; the shell's CSS picks by colour scheme.
 */
import { createHighlighter, type Highlighter, type ThemedToken } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { codeTokenClasses } from './code-tokens';
import { memoizedRegexEngine } from './regex-memo';

export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;
export const CODE_LANGUAGES = ['tsx', 'ts', 'jsx', 'js', 'json', 'bash', 'css', 'html', 'diff', 'md', 'yaml'] as const;

let highlighter: Promise<Highlighter> | undefined;

/**
 * The shared highlighter, created once per process (~200 ms), on Shiki's JavaScript regex
 * engine with its matches remembered: the dark theme's pass over a block reuses the light
 * pass's (`regex-memo.ts`). Measured on 600 demo blocks, that engine (memoized) is about 15 %
 * faster here than Oniguruma's WebAssembly (memoized) and gives byte-identical HTML; without
 * the memo it is three times slower, so the two go together.
 */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: Object.values(CODE_THEMES),
    langs: [...CODE_LANGUAGES],
    engine: memoizedRegexEngine(createJavaScriptRegexEngine()),
  });
  return highlighter;
}

/**
 * Options of every highlight: both themes, token colours as classes, and no time limit per
 * line. Shiki's default gives up on a line after 500 ms, which a loaded machine's first
 * highlight (compiling the grammar's patterns) can reach: the line would then be left plain,
 * and the output would depend on the machine's load.
 */
export const HIGHLIGHT_OPTIONS = { themes: CODE_THEMES, tokenizeTimeLimit: 0, transformers: [codeTokenClasses] };

/**
 * Highlights `code` to an HTML `<pre class="shiki">` string with both themes, token colours as
 * classes (see `code-tokens.ts`; the page adds their rules).
 * @param lang one of {@link CODE_LANGUAGES}; anything else is shown as plain text.
 */
export async function highlightToHtml(code: string, lang: string): Promise<string> {
  const shiki = await getHighlighter();
  return shiki.codeToHtml(code, { ...HIGHLIGHT_OPTIONS, lang: grammarOf(lang) });
}

/** The grammar a block of `lang` is highlighted with: `lang` when it is one of {@link CODE_LANGUAGES}, else plain text. */
const grammarOf = (lang: string) => ((CODE_LANGUAGES as readonly string[]).includes(lang) ? lang : 'text');

/** Lines of a block shown on their own: `count` lines from line `first` (0-based), less `indent` leading spaces each. */
export interface LineExcerpt {
  first: number;
  count: number;
  indent: number;
}

/** The text of `excerpt` in `code`: its lines, each without its first `indent` characters. */
export function excerptText(code: string, { first, count, indent }: LineExcerpt): string {
  return code
    .split('\n')
    .slice(first, first + count)
    .map((line) => line.slice(indent))
    .join('\n');
}

/** `line`'s tokens without its first `indent` characters (leading spaces, merged into its first tokens). */
function dedentTokens(line: ThemedToken[], indent: number): ThemedToken[] {
  let left = indent;
  const kept: ThemedToken[] = [];
  for (const token of line) {
    const cut = Math.min(left, token.content.length);
    left -= cut;
    if (cut < token.content.length) kept.push(cut ? { ...token, content: token.content.slice(cut), offset: token.offset + cut } : token);
  }
  return kept;
}

/**
 * Highlights `code` as {@link highlightToHtml} does, and `excerpt` of it from the same tokens:
 * the excerpt's lines keep the colours they have in the whole block (a JSX return highlighted
 * as the inside of its function, not as a file of its own), and no second tokenization runs.
 * The excerpt's block is rendered from plain text whose tokens are replaced by those lines'.
 * @param lang one of {@link CODE_LANGUAGES}; anything else is shown as plain text.
 * @returns the two `<pre class="shiki">` strings.
 */
export async function highlightWithExcerpt(code: string, lang: string, excerpt: LineExcerpt): Promise<{ full: string; excerpt: string }> {
  const shiki = await getHighlighter();
  let tokens: ThemedToken[][] = [];
  const keepTokens = {
    name: 'docs:keep-tokens',
    tokens(lines: ThemedToken[][]) {
      tokens = lines;
    },
  };
  const full = shiki.codeToHtml(code, { ...HIGHLIGHT_OPTIONS, lang: grammarOf(lang), transformers: [...HIGHLIGHT_OPTIONS.transformers, keepTokens] });
  const lines = tokens.slice(excerpt.first, excerpt.first + excerpt.count).map((line) => dedentTokens(line, excerpt.indent));
  const useLines = { name: 'docs:excerpt-tokens', tokens: () => lines };
  const html = shiki.codeToHtml(excerptText(code, excerpt), {
    ...HIGHLIGHT_OPTIONS,
    lang: 'text',
    transformers: [useLines, ...HIGHLIGHT_OPTIONS.transformers],
  });
  return { full, excerpt: html };
}
