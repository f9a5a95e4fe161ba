import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(30, 952);

const columns: GridColDef<Order>[] = [
  {
    field: 'reference',
    headerName: 'Order',
    width: 130,
    // Only the focused cell's link is in the tab order: Tab leaves the grid instead of visiting 30 links.
    renderCell: (params) => (
      <Link href={`https://shop.example.com/orders/${params.row.reference}`} tabIndex={params.tabIndex}>
        {params.value}
      </Link>
    ),
  },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
];

export default function LabelledGridWithLinks() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* `label` names the grid for assistive technology and, with the toolbar, shows it as a title. */}
      <DataGrid rows={orders} columns={columns} label="Recent orders" showToolbar checkboxSelection />
    </Box>
  );
}
