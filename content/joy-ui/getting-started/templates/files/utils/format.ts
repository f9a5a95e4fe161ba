/**
 * Sizes, dates and initials for the file views. The locale and time zone are fixed, so the page
 * renders the same text on the server and in the browser; use the reader's own in an app.
 */
import { NOW } from '../data/files';

const LOCALE = 'en-US';
const time = new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullDate = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** 48000 → "48 KB", 4200000000 → "4.2 GB" (decimal units, as storage is sold). */
export function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits).replace(/\.0$/, '')} ${UNITS[unit]}`;
}

/** "Today, 2:12 PM", "Yesterday", "Jun 2", or "Nov 4, 2024" for another year. */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  const now = new Date(NOW);
  const days = Math.floor(now.getTime() / 86_400_000) - Math.floor(date.getTime() / 86_400_000);
  if (days === 0) {
    return `Today, ${time.format(date)}`;
  }
  if (days === 1) {
    return 'Yesterday';
  }
  return date.getUTCFullYear() === now.getUTCFullYear() ? monthDay.format(date) : fullDate.format(date);
}

/** "Wednesday, June 18, 2025 at 2:12 PM" for the details panel. */
export function longDateTime(iso: string): string {
  return longDate.format(new Date(iso));
}

/** Days between an ISO date and `NOW`. */
export function daysAgo(iso: string): number {
  return (new Date(NOW).getTime() - new Date(iso).getTime()) / 86_400_000;
}

/** "Tomás Adeyemi" → "TA". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** "1 item", "12 items"; pass the plural when adding "s" is wrong. */
export function countLabel(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
