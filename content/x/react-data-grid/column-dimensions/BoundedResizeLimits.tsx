import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(30, 4);

const columns: GridColDef<Order>[] = [
  // Drag the edge of each header: these stop at their limits.
  { field: 'reference', headerName: 'Order', width: 110, minWidth: 90, maxWidth: 140 },
  { field: 'product', headerName: 'Product', width: 200, minWidth: 150, maxWidth: 320 },
  { field: 'country', headerName: 'Country', width: 130, minWidth: 100 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70, maxWidth: 100 },
];

export default function BoundedResizeLimits() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Orders with bounded column widths" />
    </Box>
  );
}
