import { DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef } from '@mui/x-data-grid-premium';
import { createOrders, type Order } from '../demo-data/orders';
import { DEMO_TODAY } from '../demo-data/random';

const rows = createOrders(160, 21);
const DAY = 86_400_000;

/** Buckets sort by their leading number, then read as words. */
function recency(date: Date): string {
  const days = Math.round((DEMO_TODAY.getTime() - date.getTime()) / DAY);
  if (days <= 7) return '1 · This week';
  if (days <= 31) return '2 · This month';
  if (days <= 92) return '3 · This quarter';
  return '4 · Earlier';
}

const columns: GridColDef<Order>[] = [
  { field: 'orderedOn', headerName: 'Ordered on', type: 'date', width: 130, groupingValueGetter: (value: Date) => recency(value) },
  { field: 'reference', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 190 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function RecencyBuckets() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['orderedOn'] },
          // Groups come in the order their first row appears; sorting the grouping column orders them by key.
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }] },
        }}
        groupingColDef={{ headerName: 'Placed', width: 200 }}
        defaultGroupingExpansionDepth={1}
        aria-label="Orders by how recently they were placed"
      />
    </div>
  );
}
