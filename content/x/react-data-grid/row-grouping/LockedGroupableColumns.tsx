import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import type { Order } from '../demo-data/orders';
import { orderColumns, shopOrders } from './shopOrders';

/** Unique or continuous values make useless groups: only the descriptive columns stay groupable. */
const ungroupable = new Set(['reference', 'customer', 'quantity', 'total', 'orderedOn']);
const columns: GridColDef<Order>[] = orderColumns.map((column) =>
  ungroupable.has(column.field) ? { ...column, groupable: false } : column,
);

export default function LockedGroupableColumns() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={shopOrders} columns={columns} showToolbar aria-label="Orders, some columns groupable" />
    </div>
  );
}
