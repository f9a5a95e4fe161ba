import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  type GridColDef,
  type GridPinnedColumnFields,
  GridPinnedColumnPosition,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(60, 133);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 120 },
];

export default function PinFromToolbar() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState('customer');
  // Mirrors the grid's pinning, so the buttons can reflect it; the API calls below change it.
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>({});
  const side = pinned.left?.includes(field) ? 'left' : pinned.right?.includes(field) ? 'right' : false;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="Column"
          value={field}
          onChange={(event) => setField(event.target.value)}
          // The select's combobox is a <div> named by aria-labelledby; a `for` would point at nothing.
          slotProps={{ inputLabel: { htmlFor: undefined } }}
          sx={{ minWidth: 160 }}
        >
          {columns.map((column) => (
            <MenuItem key={column.field} value={column.field}>
              {column.headerName}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={side === 'left'} onClick={() => apiRef.current?.pinColumn(field, GridPinnedColumnPosition.LEFT)}>
          Pin left
        </Button>
        <Button variant="outlined" disabled={side === 'right'} onClick={() => apiRef.current?.pinColumn(field, GridPinnedColumnPosition.RIGHT)}>
          Pin right
        </Button>
        <Button disabled={!side} onClick={() => apiRef.current?.unpinColumn(field)}>
          Unpin
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} onPinnedColumnsChange={setPinned} aria-label="Orders" />
      </Box>
    </Stack>
  );
}
