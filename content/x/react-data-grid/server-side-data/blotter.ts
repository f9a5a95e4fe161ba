import type { GridColDef } from '@mui/x-data-grid';
import { COMMODITIES, createTrades, TRADE_STATUSES, type Trade } from '../demo-data/commodities';

/** The server's table: 640 trades of a commodity desk. Demos never pass it to the grid directly. */
export const tradeTable: Trade[] = createTrades(640, 2718);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Columns of the trade blotter used across this page. */
export const tradeColumns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade', type: 'number', width: 90 },
  { field: 'commodity', headerName: 'Commodity', type: 'singleSelect', valueOptions: COMMODITIES.map((item) => item.name), width: 150 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 150 },
  { field: 'desk', headerName: 'Desk', type: 'singleSelect', valueOptions: ['Americas', 'EMEA', 'APAC'], width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | undefined) => (value == null ? '' : usd.format(value)),
  },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...TRADE_STATUSES], width: 140 },
];

/**
 * The live market price of a trade's commodity as the server would report it at `now`: it drifts
 * by up to ±3 % around the trade's price and changes every five seconds.
 */
export function marketPrice(trade: Trade, now = Date.now()): number {
  const tick = Math.floor(now / 5000);
  const drift = Math.sin(tick * 0.9 + trade.id) * 0.03;
  return Math.round(trade.unitPrice * (1 + drift) * 100) / 100;
}

/** Formats US dollars with cents. */
export function formatUsd(value: number | null | undefined): string {
  return value == null ? '' : usd.format(value);
}
