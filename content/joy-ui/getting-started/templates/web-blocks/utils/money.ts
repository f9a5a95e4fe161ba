const whole = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const exact = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });

/** 600 gives "£6", 1250 gives "£12.50": pence only when there are some. */
export function formatPence(pence: number): string {
  return pence % 100 === 0 ? whole.format(pence / 100) : exact.format(pence / 100);
}
