import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';
import { createTrades, type Trade } from '../../demo-data/commodities';

const trades = createTrades(80, 626);

// Title on the left; on the right a "Search" button that opens the field, and a text "Clear" button.
function BlotterToolbar() {
  return (
    <Toolbar style={{ gap: 8 }}>
      <Typography component="h3" variant="subtitle1" sx={{ mr: 'auto', fontWeight: 600 }}>
        Trade blotter
      </Typography>
      <QuickFilter>
        <QuickFilterTrigger render={<Button size="small" variant="outlined" />}>Search</QuickFilterTrigger>
        {/* Keep the control's own input props (id, role, blur handling) and add a name to them. */}
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Trader, commodity or desk"
              slotProps={{ htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search trades' } }}
            />
          )}
        />
        <QuickFilterClear render={<Button size="small" />}>Clear</QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 160 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function CustomSearchToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={trades} columns={columns} showToolbar slots={{ toolbar: BlotterToolbar }} aria-label="Trade blotter" />
    </Box>
  );
}
