import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const rows = createTrades(50, 125);

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade', width: 90 },
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  // Long free text: pinning it would leave no room for the rest.
  { field: 'traderEmail', headerName: 'Trader email', width: 280, pinnable: false },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Price ($)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function PinningRestrictions() {
  const [disabled, setDisabled] = React.useState(false);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="Turn off pinning (disableColumnPinning)"
      />
      <Box sx={{ height: 360 }}>
        <DataGridPro rows={rows} columns={columns} disableColumnPinning={disabled} aria-label="Trades" />
      </Box>
    </Stack>
  );
}
