/**
 * Material Icons search, pure: the words of an icon's name, and which icons a query finds in a
 * theme, best first. A query word matches an icon when it starts one of the icon's name words,
 * shares a synonym group with one of them ("trash" → Delete), or is inside the name
 * ("accessalarm"); every query word must match.
 */
import { synonymIndex } from './synonyms';

/** The index the build writes (`cli/pipeline/icons/catalog.ts`). */
export interface IconIndex {
  /** `@mui/icons-material` version. */
  version: string;
  /** Icons per chunk file. */
  chunkSize: number;
  /** Base names, sorted: `AccessAlarm`. */
  names: string[];
  /** Per name, the bitmask of its themes (bit i = the i-th theme). */
  themes: number[];
  /** Chunk URLs per theme id. */
  chunks: Record<string, string[]>;
}

/** Lower-case words of a name: `AccessAlarm` → access, alarm; `Wifi2Bar` → wifi, 2, bar; `ThreeDRotation` → three, d, rotation. */
export function nameWords(name: string): string[] {
  return name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g)?.map((word) => word.toLowerCase()) ?? [name.toLowerCase()];
}

const synonyms = synonymIndex();

/** Whether one query word matches an icon with these name words and lower-case name. */
function wordMatches(query: string, words: readonly string[], name: string): boolean {
  if (words.some((word) => word.startsWith(query)) || name.includes(query)) return true;
  const related = synonyms.get(query);
  return related !== undefined && words.some((word) => related.has(word));
}

/**
 * Indices of the icons of `index` that have the theme at bit `themeBit` and match `query`, best
 * first: the exact name, names starting with the query, names holding every query word, then
 * matches through synonyms; in name order within each.
 */
export function searchIcons(index: Pick<IconIndex, 'names' | 'themes'>, query: string, themeBit: number): number[] {
  const terms = query
    .toLowerCase()
    .split(/[\s,]+/)
    .map((term) => term.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean);
  const compact = terms.join('');
  const scored: Array<[number, number]> = [];
  index.names.forEach((name, position) => {
    if (!(index.themes[position] & (1 << themeBit))) return;
    const lower = name.toLowerCase();
    if (!terms.length) return scored.push([position, 0]);
    const words = nameWords(name);
    if (!terms.every((term) => wordMatches(term, words, lower))) return;
    const direct = terms.every((term) => lower.includes(term));
    scored.push([position, lower === compact ? 3 : lower.startsWith(compact) ? 2 : direct ? 1 : 0]);
  });
  return scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([position]) => position);
}

/** What a reader pastes for an icon in a theme: its import line and its JSX. */
export function iconUsage(name: string, themeSuffix: string): { importLine: string; jsx: string } {
  const exported = `${name}${themeSuffix}`;
  return { importLine: `import ${exported}Icon from '@mui/icons-material/${exported}';`, jsx: `<${exported}Icon />` };
}
