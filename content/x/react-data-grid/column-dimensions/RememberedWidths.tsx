import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(30, 2);
const defaults: Record<string, number> = { reference: 110, customer: 170, product: 200, status: 110 };

export default function RememberedWidths() {
  const [widths, setWidths] = React.useState(defaults);

  // Columns read their width from state, so a saved layout survives re-renders and reloads.
  const columns = React.useMemo<GridColDef<Order>[]>(
    () => [
      { field: 'reference', headerName: 'Order', width: widths.reference },
      { field: 'customer', headerName: 'Customer', width: widths.customer },
      { field: 'product', headerName: 'Product', width: widths.product },
      { field: 'status', headerName: 'Status', width: widths.status },
    ],
    [widths],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => setWidths(defaults)}>
          Reset widths
        </Button>
        <Typography variant="body2" color="text.secondary">
          {Object.entries(widths).map(([field, width]) => `${field} ${Math.round(width)} px`).join(' · ')}
        </Typography>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          aria-label="Orders with remembered column widths"
          // Fires once, when the reader releases the separator.
          onColumnWidthChange={({ colDef, width }) => setWidths((current) => ({ ...current, [colDef.field]: width }))}
        />
      </Box>
    </Stack>
  );
}
