import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridOverlay,
  gridQuickFilterValuesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(60, 1030);

// Shown when rows exist but filtering leaves none: repeat the search and offer a way back.
function NoMatchingOrders(props: GridSlotProps['noResultsOverlay']) {
  const apiRef = useGridApiContext();
  const words = useGridSelector(apiRef, gridQuickFilterValuesSelector) ?? [];
  const clearAll = () => apiRef.current.setFilterModel({ items: [], quickFilterValues: [] });
  return (
    <GridOverlay {...props} sx={{ flexDirection: 'column', gap: 1, p: 2, textAlign: 'center' }}>
      <SearchOffRounded sx={{ color: 'text.secondary' }} aria-hidden />
      <Typography variant="body2">
        {words.length > 0 ? `No order matches “${words.join(' ')}”.` : 'No order matches the filters.'}
      </Typography>
      <Button size="small" variant="outlined" onClick={clearAll}>
        Clear search and filters
      </Button>
    </GridOverlay>
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function NoResultsClearSearch() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        showToolbar
        slots={{ noResultsOverlay: NoMatchingOrders }}
        aria-label="Orders searched for a product not sold"
      />
    </Box>
  );
}
