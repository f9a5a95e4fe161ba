import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, gridExpandedSortedRowIdsSelector, useGridApiRef } from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(90, 225);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function JumpToCell() {
  const apiRef = useGridApiRef();
  const [query, setQuery] = React.useState('ORD-10075');
  const [message, setMessage] = React.useState('');

  const jump = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const order = rows.find((row) => row.reference === query.trim().toUpperCase());
    const ids = apiRef.current ? gridExpandedSortedRowIdsSelector(apiRef) : [];
    const rowIndex = order ? ids.indexOf(order.id) : -1;
    if (!order || rowIndex === -1 || !apiRef.current) {
      setMessage(`No visible order ${query}.`);
      return;
    }
    // Bring the row into view, then move keyboard focus to its status cell.
    apiRef.current.scrollToIndexes({ rowIndex, colIndex: 3 });
    apiRef.current.setCellFocus(order.id, 'status');
    setMessage('');
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack component="form" direction="row" spacing={1} onSubmit={jump} sx={{ alignItems: 'flex-start' }}>
        <TextField size="small" label="Order reference" value={query} onChange={(event) => setQuery(event.target.value)} helperText={message || ' '} />
        <Button type="submit" variant="contained">
          Go to order
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} aria-label="Orders" />
      </Box>
    </Stack>
  );
}
