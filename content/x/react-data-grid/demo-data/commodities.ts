import { emailOf, randomName } from './people';
import { createRandom } from './random';

/** Traded commodities with their unit and a typical price in US dollars per unit. */
export const COMMODITIES = [
  { name: 'Arabica coffee', unit: 'lb', price: 2.4 },
  { name: 'Cocoa', unit: 't', price: 8200 },
  { name: 'Copper', unit: 't', price: 9400 },
  { name: 'Cotton', unit: 'lb', price: 0.8 },
  { name: 'Gold', unit: 'oz', price: 2350 },
  { name: 'Oats', unit: 'bu', price: 3.6 },
  { name: 'Soybeans', unit: 'bu', price: 11.8 },
  { name: 'Sugar', unit: 'lb', price: 0.2 },
  { name: 'Wheat', unit: 'bu', price: 6.1 },
] as const;

/** Trade statuses. */
export const TRADE_STATUSES = ['Open', 'Partially filled', 'Filled', 'Rejected'] as const;

/** One trade. */
export interface Trade {
  id: number;
  commodity: string;
  unit: string;
  trader: string;
  traderEmail: string;
  /** Units ordered. */
  quantity: number;
  /** Share of the quantity filled, 0..1. */
  filled: number;
  /** US dollars per unit. */
  unitPrice: number;
  status: (typeof TRADE_STATUSES)[number];
  /** Desk the trade is booked on. */
  desk: 'Americas' | 'EMEA' | 'APAC';
}

/**
 * `count` trades, the same for the same `seed`; ids run from 1. Prices move up to ±15 % around
 * each commodity's typical price.
 */
export function createTrades(count: number, seed = 42): Trade[] {
  const random = createRandom(seed);
  const desks = ['Americas', 'EMEA', 'APAC'] as const;
  return Array.from({ length: count }, (_, index) => {
    const commodity = random.pick(COMMODITIES);
    const { firstName, lastName } = randomName(random);
    const status = random.pick(TRADE_STATUSES);
    return {
      id: index + 1,
      commodity: commodity.name,
      unit: commodity.unit,
      trader: `${firstName} ${lastName}`,
      traderEmail: emailOf(firstName, lastName, 'trading.example.com'),
      quantity: random.int(1, 400) * 50,
      filled: status === 'Filled' ? 1 : status === 'Partially filled' ? random.int(5, 95) / 100 : 0,
      unitPrice: Math.round(commodity.price * (0.85 + random.next() * 0.3) * 100) / 100,
      status,
      desk: random.pick(desks),
    };
  });
}
