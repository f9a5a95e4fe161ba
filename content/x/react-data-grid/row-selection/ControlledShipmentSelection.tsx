import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(60, 805).filter((order) => order.status === 'Paid');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120, valueFormatter: (value: number) => usd.format(value) },
];

const none = (): GridRowSelectionModel => ({ type: 'include', ids: new Set() });

export default function ControlledShipmentSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(none);

  // An "exclude" model (after "select all") lists the rows that are NOT selected.
  const isSelected = (order: Order) => (selection.type === 'include' ? selection.ids.has(order.id) : !selection.ids.has(order.id));
  const picked = orders.filter(isSelected);
  const value = picked.reduce((sum, order) => sum + order.total, 0);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSelection({ type: 'include', ids: new Set(orders.filter((order) => order.country === 'Germany').map((order) => order.id)) })}
        >
          Select German orders
        </Button>
        <Button size="small" onClick={() => setSelection(none())} disabled={picked.length === 0}>
          Clear
        </Button>
        <Typography variant="body2" component="p" aria-live="polite">
          {picked.length} to ship, worth {usd.format(value)} (model type: {selection.type})
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={orders}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          aria-label="Paid orders to ship"
        />
      </Box>
    </Box>
  );
}
