/**
 * Derived JS: a demo's JavaScript code variant, derived from its TSX at build time
 * (TypeScript's transpiler with JSX preserved, then Prettier), never kept by hand, and the short
 * JSX preview shown while the code is collapsed.
 */
// TypeScript and Prettier take about a second to load: they are imported on the first
// derivation, so commands and builds that derive nothing in this thread (a warm build, a cold
// one whose demos go to the worker pool, `docs serve`) never load them.
const compilers = () => Promise.all([import('typescript'), import('prettier')]);

/** Prettier options matching the demos' own style. */
const PRETTIER = { parser: 'babel', singleQuote: true, printWidth: 100, trailingComma: 'all' } as const;

/**
 * The JavaScript variant of a TSX demo (or of a `.ts` file it imports).
 * @throws Error naming the file when TypeScript reports a syntax error.
 */
export function deriveJs(source: string, fileName: string): Promise<string> {
  const key = `${fileName}\0${source}`;
  let js = derived.get(key);
  if (!js) {
    if (derived.size >= DERIVED_MAX) derived.clear();
    js = transpileAndFormat(source, fileName);
    derived.set(key, js);
    js.catch(() => derived.delete(key));
  }
  return js;
}

/** Derived JS by file name and source: a demo's JS is used for its code and its project. */
const derived = new Map<string, Promise<string>>();
/** Entries kept before the memo starts over, so a long watch session does not grow it forever. */
const DERIVED_MAX = 4096;

async function transpileAndFormat(source: string, fileName: string): Promise<string> {
  const [{ default: ts }, { format }] = await compilers();
  // TypeScript's emitter drops blank lines; a marker comment on each blank line before a
  // top-level statement survives it (as a leading comment) and becomes a blank line again.
  const marked = source.replace(/\n\n(?=\S)/g, `\n${BLANK}\n`);
  const result = ts.transpileModule(marked, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.Preserve, removeComments: false },
  });
  const [diagnostic] = result.diagnostics ?? [];
  if (diagnostic) throw new Error(`${fileName}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
  return format(result.outputText.replace(new RegExp(`^${BLANK}$`, 'gm'), ''), PRETTIER);
}

const BLANK = '//__blank_line__';

/** Longest preview, lines: a longer JSX return shows the whole file even collapsed. */
export const PREVIEW_MAX_LINES = 16;

/**
 * The JSX the demo's default export returns, dedented, when it is at most
 * {@link PREVIEW_MAX_LINES} lines; otherwise undefined.
 */
export function jsxPreview(source: string): string | undefined {
  const match = /\n {2}return \(\n([\s\S]*?)\n {2}\);\n\}\s*$/.exec(source);
  if (!match) return undefined;
  const lines = match[1].split('\n');
  if (lines.length > PREVIEW_MAX_LINES) return undefined;
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)![0].length));
  return lines.map((line) => line.slice(indent)).join('\n');
}
