import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(150, 185);

// One row per customer, with the orders that belong to them.
const customers = Array.from(new Set(orders.map((order) => order.customer))).map((name, index) => {
  const own = orders.filter((order) => order.customer === name);
  return { id: index + 1, name, country: own[0].country, count: own.length, spent: own.reduce((sum, o) => sum + o.total, 0), orders: own };
});
type Customer = (typeof customers)[number];

const customerColumns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'count', headerName: 'Orders', type: 'number', width: 90 },
  { field: 'spent', headerName: 'Spent ($)', type: 'number', width: 110, valueFormatter: (v: number) => v.toFixed(2) },
];

const orderColumns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 100 },
];

function getDetailPanelContent({ row }: GridRowParams<Customer>) {
  return (
    <Box sx={{ p: 2, height: '100%', boxSizing: 'border-box', bgcolor: 'action.hover' }}>
      <DataGridPro
        rows={row.orders}
        columns={orderColumns}
        density="compact"
        hideFooter
        aria-label={`Orders by ${row.name}`}
      />
    </Box>
  );
}

export default function CustomerOrdersNested() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={customers}
        columns={customerColumns}
        getDetailPanelContent={getDetailPanelContent}
        // A fixed height per customer: header plus up to six rows, then the inner grid scrolls.
        getDetailPanelHeight={({ row }) => 32 + 56 + Math.min(row.count, 6) * 36}
        aria-label="Customers"
      />
    </Box>
  );
}
