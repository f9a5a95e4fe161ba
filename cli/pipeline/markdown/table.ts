/** Markdown tables for the pages' Markdown copies. */

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ').trim();

/** A Markdown table; cells are escaped for pipes and newlines. */
export function markdownTable(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n');
}
