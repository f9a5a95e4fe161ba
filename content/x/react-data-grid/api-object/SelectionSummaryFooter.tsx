import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridRowSelectionCountSelector,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(40, 515);
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120, valueFormatter: (value: number) => dollars.format(value) },
];

// Rendered by the grid as its footer: the grid's API comes from context, no prop needed.
function SelectionSummaryBar() {
  const apiRef = useGridApiContext();
  // Subscribing to these selectors re-renders the footer whenever the selection changes.
  const count = useGridSelector(apiRef, gridRowSelectionCountSelector);
  const selectedRows = useGridSelector(apiRef, gridRowSelectionIdsSelector);
  let sum = 0;
  selectedRows.forEach((row) => {
    sum += (row as Order).total;
  });

  return (
    <GridFooterContainer sx={{ px: 2, gap: 2 }}>
      <Typography variant="body2" role="status">
        {count === 0 ? 'Select orders to add them up' : `${count} selected · ${dollars.format(sum)}`}
      </Typography>
      <Button
        size="small"
        disabled={count === 0}
        onClick={() => apiRef.current.setRowSelectionModel({ type: 'include', ids: new Set() })}
      >
        Clear selection
      </Button>
    </GridFooterContainer>
  );
}

export default function SelectionSummaryFooter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        checkboxSelection
        slots={{ footer: SelectionSummaryBar }}
        aria-label="Orders with a selection total in the footer"
      />
    </Box>
  );
}
