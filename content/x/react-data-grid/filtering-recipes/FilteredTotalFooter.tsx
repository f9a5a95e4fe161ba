import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(150, 664);
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// Sums the rows that pass the filters, on every page, and updates with each filter change.
function TotalFooter() {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const sum = entries.reduce((total, entry) => total + (entry.model as Order).total, 0);
  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ px: 2, fontWeight: 600 }} aria-live="polite">
        {entries.length} orders, {usd.format(sum)}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120, valueFormatter: (value: number) => usd.format(value) },
];

export default function FilteredTotalFooter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        showToolbar
        slots={{ footer: TotalFooter }}
        initialState={{ filter: { filterModel: { items: [{ field: 'category', operator: 'equals', value: 'Coffee' }] } } }}
        aria-label="Orders with a filtered total"
      />
    </Box>
  );
}
