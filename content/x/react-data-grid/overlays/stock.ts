import type { GridColDef } from '@mui/x-data-grid';
import { createRandom } from '../demo-data/random';

/** One stock line of a small warehouse. */
export interface StockItem {
  id: number;
  sku: string;
  item: string;
  bin: string;
  onHand: number;
  reorderAt: number;
}

const ITEMS = ['Pallet wrap', 'Cable ties', 'Packing tape', 'Bubble roll', 'Corner guards', 'Shipping labels', 'Foam inserts', 'Kraft paper', 'Strapping band', 'Desiccant packs'];

/** `count` stock lines, the same for the same `seed`. */
export function createStock(count: number, seed: number): StockItem[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    sku: `SKU-${4100 + index}`,
    item: ITEMS[index % ITEMS.length],
    bin: `${random.pick(['A', 'B', 'C', 'D'])}-${random.int(1, 24)}`,
    onHand: random.int(0, 900),
    reorderAt: random.int(2, 8) * 25,
  }));
}

/** Columns for {@link StockItem} rows. */
export const stockColumns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 140 },
  { field: 'bin', headerName: 'Bin', width: 80 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 100 },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110 },
];
