/**
 * Times for the conversation list and the message log, relative to the sample's `NOW`. They are
 * printed in UTC with a fixed locale so the server and the browser agree; an app would use the
 * reader's locale and time zone.
 */
import { NOW } from '../data/conversations';

const LOCALE = 'en-GB';
const clock = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat(LOCALE, { weekday: 'short', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

const DAY = 86_400_000;

/** Whole days between the date of `iso` and today's date (0 for today). */
function daysBefore(iso: string): number {
  return Math.floor(Date.parse(NOW) / DAY) - Math.floor(Date.parse(iso) / DAY);
}

/** "17:39". */
export function timeOf(iso: string): string {
  return clock.format(new Date(iso));
}

/** For the list: "17:39" today, "Yesterday", "Mon" within the week, then "17 Sept". */
export function listTime(iso: string): string {
  const days = daysBefore(iso);
  if (days <= 0) {
    return timeOf(iso);
  }
  if (days === 1) {
    return 'Yesterday';
  }
  return days < 7 ? weekday.format(new Date(iso)) : dayMonth.format(new Date(iso));
}

/** For the day headings of the log: "Today", "Yesterday", "Monday 22 September". */
export function dayHeading(iso: string): string {
  const days = daysBefore(iso);
  if (days <= 0) {
    return 'Today';
  }
  return days === 1 ? 'Yesterday' : longDay.format(new Date(iso));
}

const openedAt = Date.now();

/**
 * The time a message sent now gets: the sample's `NOW` plus the time since the page opened, so
 * new messages land after the sample ones, under "Today". Use the real time in an app.
 */
export function sentNow(): string {
  return new Date(Date.parse(NOW) + (Date.now() - openedAt)).toISOString();
}

/** "Dana Okafor" → "DO". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
