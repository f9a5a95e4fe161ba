import SouthIcon from '@mui/icons-material/South';
import NorthIcon from '@mui/icons-material/North';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(30, 512);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
];

function Unsorted() {
  return <UnfoldMore fontSize="small" />;
}
function Ascending() {
  return <NorthIcon fontSize="small" />;
}
function Descending() {
  return <SouthIcon fontSize="small" />;
}

export default function CustomSortIcons() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        slots={{
          columnUnsortedIcon: Unsorted,
          columnSortedAscendingIcon: Ascending,
          columnSortedDescendingIcon: Descending,
        }}
        aria-label="Orders with custom sort icons"
      />
    </Box>
  );
}
