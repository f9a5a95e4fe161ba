import { cartLines, promoCodes, type CartLine } from '../data/cart';
import { deliveryOptions, type DeliveryId } from '../data/delivery';

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Formats pence as pounds: 1800 → "£18.00". */
export function formatPrice(pence: number) {
  return gbp.format(pence / 100);
}

export interface Totals {
  goods: number;
  discount: number;
  delivery: number;
  total: number;
  /** The VAT included in the total, at 20%. */
  vat: number;
}

export function computeTotals(delivery: DeliveryId, promo: string | null, lines: CartLine[] = cartLines): Totals {
  const goods = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const discount = promo && promoCodes[promo] ? Math.round((goods * promoCodes[promo].percent) / 100) : 0;
  const option = deliveryOptions.find((entry) => entry.id === delivery)!;
  const deliveryPrice = option.freeFrom !== undefined && goods - discount >= option.freeFrom ? 0 : option.price;
  const total = goods - discount + deliveryPrice;
  return { goods, discount, delivery: deliveryPrice, total, vat: Math.round(total / 6) };
}
