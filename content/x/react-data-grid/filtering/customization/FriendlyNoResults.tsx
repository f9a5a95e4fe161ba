import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiContext, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../../demo-data/orders';

const orders = createOrders(40, 614);

function NoMatches() {
  const apiRef = useGridApiContext();
  return (
    <Stack spacing={1} sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 2, textAlign: 'center' }}>
      <Typography variant="body2">No order matches these filters.</Typography>
      <Button size="small" variant="outlined" onClick={() => apiRef.current.setFilterModel({ items: [], quickFilterValues: [] })}>
        Clear all filters
      </Button>
    </Stack>
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
];

export default function FriendlyNoResults() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        showToolbar
        slots={{ noResultsOverlay: NoMatches }}
        initialState={{ filter: { filterModel: { items: [{ field: 'total', operator: '>', value: 250 }] } } }}
        aria-label="Orders above a chosen total"
      />
    </Box>
  );
}
