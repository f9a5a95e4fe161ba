import { DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef } from '@mui/x-data-grid-premium';
import type { Order } from '../demo-data/orders';
import { orderColumns, shopOrders } from './shopOrders';

const monthKey = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

const columns: GridColDef<Order>[] = orderColumns.map((column) =>
  column.field === 'orderedOn'
    ? {
        ...column,
        // Group by calendar month (2026-03) rather than by each day.
        groupingValueGetter: (value: Date) => monthKey(value),
      }
    : column,
);

export default function GroupByOrderMonth() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={shopOrders}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['orderedOn'] },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
        }}
        groupingColDef={{ headerName: 'Month', width: 170 }}
        aria-label="Orders grouped by month"
      />
    </div>
  );
}
