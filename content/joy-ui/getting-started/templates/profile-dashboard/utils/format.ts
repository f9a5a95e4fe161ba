/** Formatting with a fixed locale and time zone, so the server render and the browser agree. */

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const longDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Whole pence to "£84.00". */
export function formatMoney(pence: number): string {
  return money.format(pence / 100);
}

/** "2025-07-01" to "1 July 2025". */
export function formatDate(iso: string): string {
  return longDay.format(new Date(`${iso}T00:00:00Z`));
}

/** Up to two initials for an avatar: "Nadia Osei" → "NO". Empty names give "?". */
export function initials(...names: string[]): string {
  const letters = names
    .map((name) => name.trim()[0] ?? '')
    .filter(Boolean)
    .join('')
    .toUpperCase();
  return letters || '?';
}
