/**
 * A content error: bad input found at build time, reported with its file and line so the
 * maintainer can fix it (brief: "a clear error naming the file and line at build time").
 */
export class ContentError extends Error {
  constructor(
    /** Absolute or project-relative path of the offending file. */
    readonly file: string,
    /** One-based line, when known. */
    readonly line: number | undefined,
    message: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${message}`);
    this.name = 'ContentError';
  }
}

/** One-based line of the `occurrence`-th (zero-based) appearance of `needle` in `text`. */
export function lineOf(text: string, needle: string, occurrence = 0): number | undefined {
  let index = -1;
  for (let i = 0; i <= occurrence; i += 1) {
    index = text.indexOf(needle, index + 1);
    if (index === -1) return undefined;
  }
  return text.slice(0, index).split('\n').length;
}
