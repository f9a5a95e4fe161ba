/**
 * Build-time syntax highlighting with Shiki (no highlighter ships to the browser). Light and
 * dark colours are both emitted; the shell's CSS picks by colour scheme.
 */
import { createHighlighter, type Highlighter } from 'shiki';
import { codeTokenClasses } from './code-tokens';

export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;
export const CODE_LANGUAGES = ['tsx', 'ts', 'jsx', 'js', 'json', 'bash', 'css', 'html', 'diff', 'md', 'yaml'] as const;

let highlighter: Promise<Highlighter> | undefined;

/** The shared highlighter, created once per process (~200 ms). */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: Object.values(CODE_THEMES),
    langs: [...CODE_LANGUAGES],
  });
  return highlighter;
}

/**
 * Highlights `code` to an HTML `<pre class="shiki">` string with both themes, token colours as
 * classes (see `code-tokens.ts`; the page adds their rules).
 * @param lang one of {@link CODE_LANGUAGES}; anything else is shown as plain text.
 */
export async function highlightToHtml(code: string, lang: string): Promise<string> {
  const shiki = await getHighlighter();
  const known = (CODE_LANGUAGES as readonly string[]).includes(lang);
  return shiki.codeToHtml(code, { lang: known ? lang : 'text', themes: CODE_THEMES, transformers: [codeTokenClasses] });
}
