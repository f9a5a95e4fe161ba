import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const rows = createTrades(30, 91);

const columns: GridColDef<Trade>[] = [
  // Row numbers: nothing to sort, filter or hide.
  { field: 'id', headerName: '#', width: 60, disableColumnMenu: true, sortable: false },
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function MenuPerColumn() {
  const [noMenus, setNoMenus] = React.useState(false);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={noMenus} onChange={(event) => setNoMenus(event.target.checked)} />}
        label="Remove every column menu (disableColumnMenu)"
      />
      <Box sx={{ height: 340 }}>
        <DataGrid rows={rows} columns={columns} disableColumnMenu={noMenus} aria-label="Trades" />
      </Box>
    </Stack>
  );
}
