import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { createTrades, type Trade } from '../../demo-data/commodities';

const trades = createTrades(150, 854);

// Waits half a second after the last keystroke before filtering, then reports how many trades match.
function CountingToolbar() {
  const apiRef = useGridApiContext();
  const matching = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const countId = React.useId();
  return (
    <Toolbar style={{ justifyContent: 'flex-start', gap: 12 }}>
      <QuickFilter debounceMs={500} expanded>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Trader or commodity"
              slotProps={{ htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search trades', 'aria-describedby': countId } }}
            />
          )}
        />
      </QuickFilter>
      <Typography id={countId} variant="body2" aria-live="polite">
        {matching} of {trades.length} trades
      </Typography>
    </Toolbar>
  );
}

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', flex: 1, minWidth: 140 },
  { field: 'trader', headerName: 'Trader', width: 170 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function MatchCountSearch() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid rows={trades} columns={columns} showToolbar slots={{ toolbar: CountingToolbar }} aria-label="Trades with a match count" />
    </Box>
  );
}
