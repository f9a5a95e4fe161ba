import { NOW } from '../data/messages';

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const full = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

const DAY = 24 * 60 * 60 * 1000;

/**
 * The short date of the message list: the time for today, the weekday within a week, the date
 * before that. Relative to `NOW` and in UTC, so the server and the browser print the same text.
 */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  const now = new Date(NOW);
  if (date.toISOString().slice(0, 10) === now.toISOString().slice(0, 10)) {
    return time.format(date);
  }
  if (now.getTime() - date.getTime() < 6 * DAY) {
    return weekday.format(date);
  }
  return day.format(date);
}

/** "Friday 14 March at 14:52" for the reading pane. */
export function longDate(iso: string): string {
  return full.format(new Date(iso));
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
