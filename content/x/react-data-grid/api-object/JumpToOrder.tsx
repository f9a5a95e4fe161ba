import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(80, 404);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function JumpToOrder() {
  // The ref is filled once the grid has mounted; before that, `current` is null.
  const apiRef = useGridApiRef();
  const [reference, setReference] = React.useState('ORD-10063');
  const [error, setError] = React.useState('');

  const jump = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const api = apiRef.current;
    const order = orders.find((row) => row.reference === reference.trim().toUpperCase());
    if (!api || !order) {
      setError('No order with this reference');
      return;
    }
    setError('');
    const rowIndex = api.getRowIndexRelativeToVisibleRows(order.id);
    api.scrollToIndexes({ rowIndex, colIndex: 0 });
    api.selectRow(order.id, true, true);
    api.setCellFocus(order.id, 'reference');
  };

  return (
    <Stack spacing={2}>
      <Stack component="form" direction="row" spacing={1} onSubmit={jump} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Order reference"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          error={error !== ''}
          helperText={error || 'From ORD-10000 to ORD-10079'}
        />
        <Button type="submit" variant="contained">
          Go to order
        </Button>
      </Stack>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={orders} columns={columns} aria-label="Orders" />
      </Box>
    </Stack>
  );
}
