import { createTrades } from '../../demo-data/commodities';
import { createRandom } from '../../demo-data/random';

/** One line of the blotter: a trade plus its live market price. */
export interface Quote {
  id: number;
  commodity: string;
  unit: string;
  trader: string;
  desk: string;
  quantity: number;
  /** Price the trade was booked at, US dollars per unit. */
  bookedPrice: number;
  /** Latest market price. */
  price: number;
  /** Direction of the last tick for this line. */
  trend: 'up' | 'down' | 'flat';
}

export function initialQuotes(count: number): Quote[] {
  return createTrades(count, 11).map((trade) => ({
    id: trade.id,
    commodity: trade.commodity,
    unit: trade.unit,
    trader: trade.trader,
    desk: trade.desk,
    quantity: trade.quantity,
    bookedPrice: trade.unitPrice,
    price: trade.unitPrice,
    trend: 'flat',
  }));
}

/**
 * A fake market: each call moves a few prices by up to ±1.5 %. Seeded, so two readers see the
 * same sequence; in an app, this is where messages from a WebSocket arrive.
 */
export function createPriceFeed(seed = 5) {
  const random = createRandom(seed);
  return (quotes: Quote[]): Quote[] => {
    const moving = new Set(Array.from({ length: 6 }, () => random.int(0, quotes.length - 1)));
    return quotes.map((quote, index) => {
      if (!moving.has(index)) {
        return quote.trend === 'flat' ? quote : { ...quote, trend: 'flat' };
      }
      const factor = 1 + (random.next() - 0.5) * 0.03;
      const price = Math.round(quote.price * factor * 100) / 100;
      return { ...quote, price, trend: price > quote.price ? 'up' : price < quote.price ? 'down' : 'flat' };
    });
  };
}
