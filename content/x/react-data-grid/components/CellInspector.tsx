import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(40, 819);
const ordersById = new Map(orders.map((order) => [String(order.id), order]));

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
];

const headerNames = new Map(columns.map((column) => [column.field, column.headerName]));

export default function CellInspector() {
  const [inspected, setInspected] = React.useState('Point at a cell or move to one with the arrow keys.');

  // Every cell element carries `data-field`; its row element carries `data-id`.
  const inspect = (cell: HTMLElement) => {
    const field = cell.dataset.field ?? '';
    const order = ordersById.get(cell.closest<HTMLElement>('[data-id]')?.dataset.id ?? '');
    if (!order || !headerNames.has(field)) return;
    setInspected(`${order.reference}, ${headerNames.get(field)}: ${String(order[field as keyof Order])}`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, minHeight: '1.5em' }}>
        {inspected}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={orders}
          columns={columns}
          slotProps={{
            cell: {
              onMouseEnter: (event) => inspect(event.currentTarget),
              onFocus: (event) => inspect(event.currentTarget as HTMLElement),
            },
          }}
          aria-label="Orders; the cell in use is described above the grid"
        />
      </Box>
    </Box>
  );
}
