import type { GridColDef } from '@mui/x-data-grid';

/** One shelf of a bicycle shop's stock room. */
export interface StockLine {
  id: number;
  sku: string;
  item: string;
  bin: string;
  counted: number;
  unitCost: number;
}

export const stockLines: StockLine[] = [
  { id: 1, sku: 'TUB-700-28', item: 'Inner tube 700×28', bin: 'A1', counted: 42, unitCost: 4.2 },
  { id: 2, sku: 'CHN-11S', item: '11-speed chain', bin: 'A2', counted: 15, unitCost: 21.5 },
  { id: 3, sku: 'BRK-PAD-R', item: 'Brake pads, road', bin: 'B1', counted: 60, unitCost: 6.9 },
  { id: 4, sku: 'LGT-FRT-400', item: 'Front light 400 lm', bin: 'B2', counted: 9, unitCost: 27 },
  { id: 5, sku: 'GRP-FOAM', item: 'Foam grips', bin: 'C1', counted: 24, unitCost: 8.5 },
  { id: 6, sku: 'PMP-FLR', item: 'Floor pump', bin: 'C3', counted: 6, unitCost: 34 },
];

const eur = (value: number | undefined) => (value == null ? '' : `€${value.toFixed(2)}`);

/** Editable counts and costs; the rest is reference data. */
export const stockColumns: GridColDef<StockLine>[] = [
  { field: 'sku', headerName: 'SKU', width: 130 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'bin', headerName: 'Bin', width: 80, editable: true },
  { field: 'counted', headerName: 'Counted', type: 'number', width: 110, editable: true },
  { field: 'unitCost', headerName: 'Unit cost', type: 'number', width: 120, editable: true, valueFormatter: eur },
];
