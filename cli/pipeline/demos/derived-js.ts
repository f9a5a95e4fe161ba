/**
 * Derived JS: a demo's JavaScript code variant, derived from its TSX at build time (Sucrase
 * strips the types, JSX kept as written, then Prettier tidies what the stripping left), never
 * kept by hand, and the short JSX preview shown while the code is collapsed.
 */
// Sucrase strips types in one pass over the tokens, where TypeScript's `transpileModule` parses,
// transforms and prints: on the demos it is about ten times faster, and it keeps every line of the
// source where it was (blank lines included), so only Prettier's pass is needed to close the gaps. Both load on the
// first derivation: commands and builds that derive nothing in this thread (a warm build, a cold
// one whose demos go to the worker pool, `docs serve`) never load them.
import type { LineExcerpt } from '../content/highlight';

const compilers = () => Promise.all([import('sucrase'), import('prettier')]);

/** Prettier options matching the demos' own style. */
const PRETTIER = { parser: 'babel', singleQuote: true, printWidth: 100, trailingComma: 'all' } as const;

/**
 * The JavaScript variant of a TSX demo (or of a `.ts` file it imports). A file with nothing to
 * strip is its own JavaScript, returned as written; one with types is stripped and formatted.
 * @throws Error naming the file (and the line and column) when the source does not parse.
 */
export function deriveJs(source: string, fileName: string): Promise<string> {
  const key = `${fileName}\0${source}`;
  let js = derived.get(key);
  if (!js) {
    if (derived.size >= DERIVED_MAX) derived.clear();
    js = stripAndFormat(source, fileName);
    derived.set(key, js);
    js.catch(() => derived.delete(key));
  }
  return js;
}

/** Derived JS by file name and source: a demo's JS is used for its code and its project. */
const derived = new Map<string, Promise<string>>();
/** Entries kept before the memo starts over, so a long watch session does not grow it forever. */
const DERIVED_MAX = 4096;

async function stripAndFormat(source: string, fileName: string): Promise<string> {
  const [{ transform }, { format }] = await compilers();
  let stripped: string;
  try {
    stripped = transform(source, {
      // A `.ts` file has no JSX: `<T>(x: T) => x` is a generic arrow there, not an element.
      transforms: fileName.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
      jsxRuntime: 'preserve',
      disableESTransforms: true,
      filePath: fileName,
    }).code;
  } catch (error) {
    throw new Error(`${fileName}: ${(error as Error).message}`);
  }
  return stripped === source ? source : format(withoutEmptiedLines(source, stripped), PRETTIER);
}

/**
 * `stripped` without the lines the stripping emptied (a type import, an interface): Sucrase
 * keeps every line where it was, so a line blank in `stripped` but not in `source` held only
 * types. The author's own blank lines stay. Returned as is if the line counts differ.
 */
function withoutEmptiedLines(source: string, stripped: string): string {
  const before = source.split('\n');
  const after = stripped.split('\n');
  if (before.length !== after.length) return stripped;
  return after.filter((line, index) => line.trim() !== '' || before[index].trim() === '').join('\n');
}

/** Longest preview, lines: a longer JSX return shows the whole file even collapsed. */
export const PREVIEW_MAX_LINES = 16;

/**
 * Where the JSX the demo's default export returns lies in `source`, when it is at most
 * {@link PREVIEW_MAX_LINES} lines: its first line (0-based), its number of lines, and the
 * indent its lines share (spaces), which the preview drops. Undefined otherwise.
 */
export function jsxPreview(source: string): LineExcerpt | undefined {
  const match = /\n {2}return \(\n([\s\S]*?)\n {2}\);\n\}\s*$/.exec(source);
  if (!match) return undefined;
  const lines = match[1].split('\n');
  if (lines.length > PREVIEW_MAX_LINES) return undefined;
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)![0].length));
  // The match starts at the newline ending the line before `return (`.
  const first = source.slice(0, match.index).split('\n').length + 1;
  return { first, count: lines.length, indent };
}
