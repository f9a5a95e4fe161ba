import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const rows = createTrades(30, 3);

const columns: GridColDef<Trade>[] = [
  // A narrow code column that should never change size.
  { field: 'id', headerName: 'No.', width: 70, resizable: false },
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', width: 180 },
  { field: 'desk', headerName: 'Desk', width: 110, resizable: false },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function LockedColumnResize() {
  const [locked, setLocked] = React.useState(false);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={locked} onChange={(event) => setLocked(event.target.checked)} />}
        label="Turn off resizing for every column"
      />
      <Box sx={{ height: 320 }}>
        <DataGrid rows={rows} columns={columns} disableColumnResize={locked} aria-label="Trades" />
      </Box>
    </Stack>
  );
}
