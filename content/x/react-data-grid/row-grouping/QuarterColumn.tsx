import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import type { Order } from '../demo-data/orders';
import { orderColumns, shopOrders } from './shopOrders';

// "quarter" is not a property of the rows: its value comes from valueGetter, and grouping uses it.
const columns: GridColDef<Order>[] = [
  {
    field: 'quarter',
    headerName: 'Quarter',
    width: 110,
    // Group rows have no order date: leave their cell empty.
    valueGetter: (_value, row) =>
      row.orderedOn ? `${row.orderedOn.getUTCFullYear()} Q${Math.floor(row.orderedOn.getUTCMonth() / 3) + 1}` : undefined,
  },
  ...orderColumns,
];

export default function QuarterColumn() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={shopOrders}
        columns={columns}
        initialState={{ rowGrouping: { model: ['quarter'] } }}
        aria-label="Orders grouped by quarter"
      />
    </div>
  );
}
