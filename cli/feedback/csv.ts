/**
 * CSV export of feedback (RFC 4180: CRLF rows, quoted fields), safe to open in a spreadsheet:
 * a cell starting with `=`, `+`, `-`, `@`, tab or CR gets a leading `'` so it is never run as a formula.
 */
import type { FeedbackRow } from './store';

/** Columns of the export, in order. */
export const CSV_COLUMNS = ['id', 'createdAt', 'page', 'rating', 'comment'] as const;

function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV text with a header line. */
export function feedbackCsv(rows: readonly FeedbackRow[]): string {
  return `${[CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((column) => cell(row[column])).join(','))].join('\r\n')}\r\n`;
}
