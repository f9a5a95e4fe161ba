import type { GridColDef } from '@mui/x-data-grid-premium';

/** One month's sales of one product at one market of an orchard's stall. */
export interface StallSale {
  id: number;
  market: 'Riverside' | 'Old Town';
  month: 'May' | 'June';
  product: 'Apples' | 'Pears' | 'Cider';
  crates: number;
  revenue: number;
}

/** Twelve lines: small enough to check every pivot cell by hand. */
export const stallSales: StallSale[] = [
  { id: 1, market: 'Riverside', month: 'May', product: 'Apples', crates: 12, revenue: 360 },
  { id: 2, market: 'Riverside', month: 'May', product: 'Cider', crates: 4, revenue: 280 },
  { id: 3, market: 'Old Town', month: 'May', product: 'Apples', crates: 8, revenue: 240 },
  { id: 4, market: 'Old Town', month: 'May', product: 'Pears', crates: 6, revenue: 210 },
  { id: 5, market: 'Riverside', month: 'June', product: 'Apples', crates: 10, revenue: 300 },
  { id: 6, market: 'Riverside', month: 'June', product: 'Pears', crates: 5, revenue: 175 },
  { id: 7, market: 'Riverside', month: 'June', product: 'Cider', crates: 6, revenue: 420 },
  { id: 8, market: 'Old Town', month: 'June', product: 'Apples', crates: 9, revenue: 270 },
  { id: 9, market: 'Old Town', month: 'June', product: 'Cider', crates: 3, revenue: 210 },
  { id: 10, market: 'Old Town', month: 'June', product: 'Pears', crates: 7, revenue: 245 },
  { id: 11, market: 'Riverside', month: 'May', product: 'Pears', crates: 2, revenue: 70 },
  { id: 12, market: 'Old Town', month: 'May', product: 'Cider', crates: 5, revenue: 350 },
];

export const stallColumns: GridColDef<StallSale>[] = [
  { field: 'market', headerName: 'Market', width: 120 },
  { field: 'month', headerName: 'Month', width: 100 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'crates', headerName: 'Crates', type: 'number', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | undefined) => (value == null ? '' : `€${value.toLocaleString('en-US')}`),
  },
];
