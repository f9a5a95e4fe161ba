/** Formatting with a fixed locale and time zone, so the server render and the browser print the same text. */

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** 1450 → "£1,450". */
export function formatRent(amount: number): string {
  return money.format(amount);
}

/** The slider's top value reads "£3,200+": it means no upper limit. */
export function formatRentLimit(amount: number, max: number): string {
  return amount >= max ? `${formatRent(max)}+` : formatRent(amount);
}

/** 1450 → "£1.45k", for the map pins; under 1,000 stays whole. */
export function formatRentShort(amount: number): string {
  if (amount < 1000) {
    return `£${amount}`;
  }
  const thousands = (amount / 1000).toFixed(2).replace(/0$/, '').replace(/\.0$/, '');
  return `£${thousands}k`;
}

/** "2025-07-01" → "1 July". */
export function formatAvailable(iso: string): string {
  return dayMonth.format(new Date(`${iso}T00:00:00Z`));
}

/** "2 bedrooms", "1 bedroom", or "Studio" for none. */
export function bedroomsText(count: number, short = false): string {
  if (count === 0) {
    return 'Studio';
  }
  return short ? `${count} bed` : `${count} bedroom${count === 1 ? '' : 's'}`;
}
