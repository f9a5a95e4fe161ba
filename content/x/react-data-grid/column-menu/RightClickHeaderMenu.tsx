import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(40, 97);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function RightClickHeaderMenu() {
  const apiRef = useGridApiRef();
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        aria-label="Orders; right-click a header for its menu"
        // Spreadsheet habit: a right click on a header opens its menu instead of the browser's.
        onColumnHeaderContextMenu={({ field }, event) => {
          event.preventDefault();
          apiRef.current?.showColumnMenu(field);
        }}
      />
    </Box>
  );
}
