import type {
  GridAggregationFunctionDataSource,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
} from '@mui/x-data-grid-premium';
import { createOrders } from '../../demo-data/orders';
import { answer, latency, type ServerRecord } from '../premiumServer';

/** A copy of the shop's 400 order lines, as one server instance stores them. */
const createOrderTable = (): ServerRecord[] =>
  createOrders(400, 17).map((order) => ({
    id: order.id,
    reference: order.reference,
    customer: order.customer,
    country: order.country,
    category: order.category,
    product: order.product,
    quantity: order.quantity,
    unitPrice: order.unitPrice,
    total: order.total,
    status: order.status,
  }));

const dollars = (value?: number | null) =>
  value == null ? '' : value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

export const orderColumns: GridColDef[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120, valueFormatter: dollars },
  { field: 'total', headerName: 'Total', type: 'number', width: 130, valueFormatter: dollars },
  { field: 'status', headerName: 'Status', width: 110 },
];

/**
 * The functions the server implements, as the grid must know them: a name, the column types it
 * suits, and no `apply()`, since the server does the computing.
 */
export const serverAggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  min: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: {},
};

export interface OrderServerOptions {
  delay?: number;
  onRequest?: (params: GridGetRowsParams) => void;
}

/** A data source over its own copy of the orders, so edits in one demo stay in that demo. */
export function createOrderDataSource({ delay = 350, onRequest }: OrderServerOptions = {}): GridDataSource {
  const table = createOrderTable();
  return {
    getRows: async (params) => {
      onRequest?.(params);
      await latency(delay);
      return answer(table, params);
    },
    getGroupKey: (row) => row.groupKey,
    getChildrenCount: (row) => row.childCount ?? 0,
    // Group rows and the footer row keep the server's results under `aggregates`.
    getAggregatedValue: (row, field) => row.aggregates?.[field],
    updateRow: async ({ rowId, updatedRow }) => {
      await latency(delay);
      const index = table.findIndex((record) => record.id === rowId);
      const quantity = Math.max(1, Math.round(Number(updatedRow.quantity) || 1));
      const unitPrice = Number(table[index].unitPrice);
      table[index] = { ...table[index], quantity, total: Math.round(quantity * unitPrice * 100) / 100 };
      return table[index];
    },
  };
}
