import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import {
  DataGrid,
  Toolbar,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(60, 603);

// A toolbar of shortcuts: each button changes the filter model through the grid's API.
function FilterShortcuts() {
  const apiRef = useGridApiContext();
  // Re-renders whenever filtering changes the number of matching rows.
  const matching = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  return (
    <Toolbar style={{ justifyContent: 'flex-start', flexWrap: 'wrap', gap: 8 }}>
      <Button size="small" variant="outlined" onClick={() => apiRef.current.upsertFilterItem({ id: 1, field: 'status', operator: 'equals', value: 'Rejected' })}>
        Rejected trades
      </Button>
      <Button size="small" variant="outlined" onClick={() => apiRef.current.upsertFilterItem({ id: 1, field: 'desk', operator: 'equals', value: 'APAC' })}>
        APAC desk
      </Button>
      <Button size="small" onClick={() => apiRef.current.showFilterPanel('quantity')}>
        Filter quantity…
      </Button>
      <Button size="small" onClick={() => apiRef.current.setFilterModel({ items: [] })}>
        Clear
      </Button>
      <Typography variant="body2" component="p" aria-live="polite">
        {matching} of {trades.length} trades
      </Typography>
    </Toolbar>
  );
}

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function FilterFromApiRef() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={trades} columns={columns} showToolbar slots={{ toolbar: FilterShortcuts }} aria-label="Trades filtered from shortcut buttons" />
    </Box>
  );
}
