import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(40, 64);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', flex: 1, minWidth: 140 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Price', type: 'number', width: 100 },
];

export default function RowUnderPointer() {
  const apiRef = useGridApiRef();
  const [trade, setTrade] = React.useState<Trade | null>(null);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    // subscribeEvent returns the function that removes the listener.
    const stopHover = api.subscribeEvent('rowMouseEnter', (params) => setTrade(params.row as Trade));
    const stopLeave = api.subscribeEvent('rowMouseLeave', () => setTrade(null));
    // Keyboard users: follow the focused cell as well.
    const stopFocus = api.subscribeEvent('cellFocusIn', (params) => setTrade(params.row as Trade));
    return () => {
      stopHover();
      stopLeave();
      stopFocus();
    };
  }, [apiRef]);

  const value = trade ? trade.quantity * trade.unitPrice : 0;

  return (
    <Box>
      <Typography variant="body2" role="status" sx={{ minHeight: 24, mb: 1 }}>
        {trade
          ? `${trade.commodity}: ${trade.quantity.toLocaleString('en-US')} ${trade.unit} worth ${value.toLocaleString('en-US', { style: 'currency', currency: 'USD' })}`
          : 'Point at a row or move the focus into the grid.'}
      </Typography>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={trades} columns={columns} aria-label="Trades" />
      </Box>
    </Box>
  );
}
