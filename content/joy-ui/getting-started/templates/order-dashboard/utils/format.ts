/** Formatting shared by the order views. Fixed locale and time zone, so the server and the browser print the same text. */

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** Pence to "£24.00". */
export function formatMoney(pence: number): string {
  return money.format(pence / 100);
}

/** "14 Mar". */
export function formatDay(iso: string): string {
  return day.format(new Date(iso));
}

/** "14 Mar, 14:12". */
export function formatDayTime(iso: string): string {
  return dayTime.format(new Date(iso));
}

/** Two initials for an avatar: "Maeve Doherty" → "MD", "The Gannet Café" → "TG". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[\p{L}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}
