import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(75, 812);
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// Replaces the footer: the sum of the selected orders on the left, the usual pagination on the right.
function RefundFooter() {
  const apiRef = useGridApiContext();
  // A map of the selected ids to their rows; the footer re-renders when the selection changes.
  const selected = useGridSelector(apiRef, gridRowSelectionIdsSelector);
  const total = [...selected.values()].reduce((sum, row) => sum + (row as Order).total, 0);
  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ px: 2 }} aria-live="polite">
        {selected.size === 0 ? 'Select orders to refund' : `${selected.size} selected, ${usd.format(total)} to refund`}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
];

export default function SelectionTotalFooter() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        checkboxSelection
        slots={{ footer: RefundFooter }}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50]}
        aria-label="Orders to refund"
      />
    </Box>
  );
}
