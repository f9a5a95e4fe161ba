import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridRowId, useGridApiRef } from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(30, 153).map((order) => ({ ...order, status: 'Paid' as Order['status'] }));

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function ShipOneOrderApi() {
  const apiRef = useGridApiRef();
  const [focused, setFocused] = React.useState<GridRowId | null>(null);

  // Patch one row in place: only the fields given change; `rows` stays as it was.
  const ship = () => {
    if (focused !== null) {
      apiRef.current?.updateRows([{ id: focused, status: 'Shipped' }]);
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button variant="contained" onClick={ship} disabled={focused === null} sx={{ alignSelf: 'flex-start' }}>
        Mark clicked order as shipped
      </Button>
      <Box sx={{ height: 340 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} onRowClick={({ id }) => setFocused(id)} aria-label="Orders to ship" />
      </Box>
    </Stack>
  );
}
