import { COUNTRIES, type CountryName, randomName } from './people';
import { createRandom, DEMO_TODAY } from './random';

/** The shop's catalogue: product, category and unit price in US dollars. */
export const PRODUCTS = [
  { name: 'Espresso beans 1 kg', category: 'Coffee', price: 24.5 },
  { name: 'Filter beans 500 g', category: 'Coffee', price: 13.9 },
  { name: 'Decaf beans 500 g', category: 'Coffee', price: 14.5 },
  { name: 'Hand grinder', category: 'Equipment', price: 89 },
  { name: 'Pour-over kettle', category: 'Equipment', price: 64 },
  { name: 'Digital scale', category: 'Equipment', price: 39.9 },
  { name: 'Paper filters (100)', category: 'Supplies', price: 6.5 },
  { name: 'Descaler', category: 'Supplies', price: 11 },
  { name: 'Ceramic mug', category: 'Tableware', price: 18 },
  { name: 'Glass carafe', category: 'Tableware', price: 29 },
] as const;

/** Order statuses, in the order an order moves through them. */
export const ORDER_STATUSES = ['Pending', 'Paid', 'Shipped', 'Delivered', 'Refunded'] as const;

/** One order line. */
export interface Order {
  id: number;
  /** Order reference shown to customers, e.g. `ORD-10042`. */
  reference: string;
  customer: string;
  country: CountryName;
  product: string;
  category: (typeof PRODUCTS)[number]['category'];
  quantity: number;
  /** US dollars. */
  unitPrice: number;
  /** `quantity × unitPrice`, US dollars, rounded to cents. */
  total: number;
  status: (typeof ORDER_STATUSES)[number];
  /** Day the order was placed (UTC midnight), within the last year. */
  orderedOn: Date;
}

/** `count` order lines, the same for the same `seed`; ids run from 1. */
export function createOrders(count: number, seed = 7): Order[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const { firstName, lastName } = randomName(random);
    const product = random.pick(PRODUCTS);
    const quantity = random.int(1, 12);
    return {
      id: index + 1,
      reference: `ORD-${10_000 + index}`,
      customer: `${firstName} ${lastName}`,
      country: random.pick(COUNTRIES).name,
      product: product.name,
      category: product.category,
      quantity,
      unitPrice: product.price,
      total: Math.round(quantity * product.price * 100) / 100,
      status: random.pick(ORDER_STATUSES),
      orderedOn: random.dateBefore(DEMO_TODAY, 365),
    };
  });
}
