/**
 * A regex engine for Shiki that remembers its scanners' matches. Shiki highlights a block once
 * per theme (light, then dark), and the grammar asks the very same questions both times (which
 * rule matches this line from this column), because only the colours depend on the theme: the
 * second pass then answers from memory instead of running the engine again, which is most of a
 * highlight's time. The answers are the engine's own, so the output is byte for byte the same.
 *
 * Lines are interned: the engine hands the grammar one string object per distinct line text, so
 * a scanner's answers are kept per line object and position. The engine's own strings (for
 * Oniguruma, copies in WebAssembly memory) are made when a scanner first needs them and freed in bulk once more
 * than a bound of lines are held ({@link INTERNED_LINES_MAX} by default); a line object stays usable after that (its
 * copy is made again on demand), so freeing is safe at any moment.
 */
import type { PatternScanner, RegexEngine, RegexEngineString } from 'shiki';

/** Distinct line texts held before the engine's copies are freed and the memory starts over. */
export const INTERNED_LINES_MAX = 4096;

/** A line as the grammar sees it: its text, and the engine's copy while one is held. */
interface InternedLine extends RegexEngineString {
  engineString?: RegexEngineString;
}

/** Match of a scanner: what `findNextMatchSync` returns (null for none). */
type Match = ReturnType<PatternScanner['findNextMatchSync']>;

/**
 * Wraps `engine` so that each scanner answers a repeated question (same line text, position
 * and options) from memory.
 * @param engine Shiki's regex engine (JavaScript or Oniguruma), whose answers are kept.
 * @param maxLines distinct lines held before the engine's copies are freed.
 */
export function memoizedRegexEngine(engine: RegexEngine, maxLines = INTERNED_LINES_MAX): RegexEngine {
  let lines = new Map<string, InternedLine>();
  const release = () => {
    for (const line of lines.values()) {
      line.engineString?.dispose?.();
      line.engineString = undefined;
    }
    lines = new Map();
  };
  const engineString = (line: InternedLine) => (line.engineString ??= engine.createString(line.content));
  return {
    createString(content) {
      let line = lines.get(content);
      if (!line) {
        if (lines.size >= maxLines) release();
        // The grammar disposes each line it is done with; an interned line outlives that.
        line = { content, dispose() {} };
        lines.set(content, line);
      }
      return line;
    },
    createScanner(patterns) {
      const scanner = engine.createScanner(patterns);
      const answers = new WeakMap<object, Map<number, Match>>();
      return {
        findNextMatchSync(string, startPosition, options = 0) {
          if (typeof string === 'string') return scanner.findNextMatchSync(string, startPosition, options);
          const line = string as InternedLine;
          let known = answers.get(line);
          if (!known) {
            known = new Map();
            answers.set(line, known);
          }
          // Search options (Oniguruma's; the JavaScript engine ignores them) are bit flags below 16.
          const key = startPosition * 16 + (typeof options === 'number' ? options : 0);
          let match = known.get(key);
          if (match === undefined) {
            match = scanner.findNextMatchSync(engineString(line), startPosition, options);
            known.set(key, match);
          }
          return match;
        },
        dispose() {
          scanner.dispose?.();
        },
      };
    },
  };
}
