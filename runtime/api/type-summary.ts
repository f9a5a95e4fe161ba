/**
 * A short, readable stand-in for a type too long to read in a table cell: nested brackets are
 * folded to `…` level by level until it fits (`RenderProp<MUIStyledCommonProps<Theme> &
 * Pick<DetailedHTMLProps<…>, …>>` → `RenderProp<MUIStyledCommonProps<…> & Pick<…>>`), and a
 * union still too long keeps its first members then `| …`. The full type stays one click away.
 */
import { typeBreakPieces } from './type-breaks';

const OPEN = '<([{';
const CLOSE = '>)]}';

/**
 * The text with everything nested deeper than `depth` brackets replaced by `…` (string literals
 * are never folded or scanned). Pure.
 */
export function foldTypeText(text: string, depth: number): string {
  let out = '';
  let level = 0;
  let quote = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    const hidden = level > depth;
    if (quote) {
      if (char === quote && text[i - 1] !== '\\') quote = '';
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if (OPEN.includes(char)) {
      level += 1;
      if (level === depth + 1) out += `${char}…`;
    } else if (CLOSE.includes(char) && !(char === '>' && text[i - 1] === '=')) {
      level -= 1;
      if (level === depth) {
        out += char;
        continue;
      }
    }
    if (!hidden && level <= depth) out += char;
  }
  return out;
}

/**
 * The summary of a type text at most about `max` characters long (a single token longer than
 * that is kept whole). Pure.
 * @param max target length in characters.
 */
export function typeSummary(text: string, max = 60): string {
  for (let depth = 2; depth >= 0; depth -= 1) {
    const folded = foldTypeText(text, depth);
    if (folded.length <= max) return folded;
  }
  // Still too long at the top level: keep whole pieces (never half an identifier) up to `max`.
  const folded = foldTypeText(text, 0);
  let summary = '';
  for (const piece of typeBreakPieces(folded)) {
    if (summary && summary.length + piece.length > max) return `${summary.trimEnd()} …`;
    summary += piece;
  }
  return summary;
}
