import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import type { Order } from '../demo-data/orders';
import { orderColumns, shopOrders } from './shopOrders';

function basketSize(quantity: number): string {
  if (quantity === 1) return 'Single item';
  if (quantity <= 5) return '2 to 5 items';
  return '6 items or more';
}

const columns: GridColDef<Order>[] = orderColumns.map((column) =>
  column.field === 'quantity'
    ? { ...column, groupingValueGetter: (value: number) => basketSize(value) }
    : column,
);

export default function BasketSizeGroups() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={shopOrders}
        columns={columns}
        initialState={{ rowGrouping: { model: ['quantity'] } }}
        groupingColDef={{ headerName: 'Basket size', width: 190 }}
        aria-label="Orders grouped by basket size"
      />
    </div>
  );
}
