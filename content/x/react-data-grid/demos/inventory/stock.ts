import { PRODUCTS } from '../../demo-data/orders';
import { createRandom, DEMO_TODAY } from '../../demo-data/random';

export const WAREHOUSES = ['Berlin', 'Toronto', 'Osaka'] as const;

/** One product in one warehouse. */
export interface StockItem {
  id: string;
  sku: string;
  product: string;
  category: string;
  warehouse: (typeof WAREHOUSES)[number];
  /** Units on the shelf. */
  onHand: number;
  /** Reorder when stock falls to this level. */
  reorderPoint: number;
  /** Shelf capacity in units. */
  capacity: number;
  /** Purchase cost per unit, US dollars. */
  unitCost: number;
  /** Day of the last stock count (UTC midnight). */
  countedOn: Date;
}

export type StockLevel = 'Out of stock' | 'Low' | 'In stock';

export function stockLevel(item: Pick<StockItem, 'onHand' | 'reorderPoint'>): StockLevel {
  if (item.onHand === 0) return 'Out of stock';
  return item.onHand <= item.reorderPoint ? 'Low' : 'In stock';
}

/** Every catalogue product in every warehouse, seeded. */
export function createStock(seed = 8): StockItem[] {
  const random = createRandom(seed);
  return WAREHOUSES.flatMap((warehouse, w) =>
    PRODUCTS.map((product, p) => {
      const capacity = random.pick([40, 60, 80, 120]);
      return {
        id: `${warehouse}-${p}`,
        sku: `${warehouse.slice(0, 3).toUpperCase()}-${String(100 + p * 7 + w).padStart(4, '0')}`,
        product: product.name,
        category: product.category,
        warehouse,
        onHand: random.chance(0.1) ? 0 : random.int(2, capacity),
        reorderPoint: Math.round(capacity * 0.25),
        capacity,
        unitCost: Math.round(product.price * 0.55 * 100) / 100,
        countedOn: random.dateBefore(DEMO_TODAY, 60),
      };
    }),
  );
}
