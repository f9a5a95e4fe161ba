/**
 * Where a TypeScript type, as an API table shows it, may wrap: only between tokens, never inside
 * an identifier or a string literal (`React.ReactNode` stays whole; `Partial<ButtonClasses>` may
 * wrap after `<`).
 */

/** Characters after which a line may break (a space is a break opportunity already). */
const BREAK_AFTER = new Set(['|', '&', ',', '<', '(', '{', '[', ';', ':']);

/**
 * Splits a type's text into pieces; a line may break only between two pieces (each piece is
 * shown unbreakable). Pieces end after break punctuation, and a space outside a literal starts
 * a new piece. A quoted literal is never split, whatever it contains. Pure.
 * @returns the pieces, which joined give `text` back.
 */
export function typeBreakPieces(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  let quote: string | undefined;
  for (const char of text) {
    current += char;
    if (quote) {
      if (char === quote) quote = undefined;
      continue;
    }
    if (char === ' ' && current.length > 1) {
      pieces.push(current.slice(0, -1));
      current = ' ';
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    else if (BREAK_AFTER.has(char) || (char === '>' && current.endsWith('=>'))) {
      pieces.push(current);
      current = '';
    }
  }
  if (current) pieces.push(current);
  return pieces;
}
