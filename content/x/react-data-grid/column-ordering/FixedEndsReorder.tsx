import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const rows = createTrades(40, 113);

const columns: GridColDef<Trade>[] = [
  // The trade number stays first and the status last; the columns between can move.
  { field: 'id', headerName: 'Trade', width: 80, disableReorder: true },
  { field: 'commodity', headerName: 'Commodity', width: 140 },
  { field: 'trader', headerName: 'Trader', width: 170 },
  { field: 'desk', headerName: 'Desk', width: 100 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 140, disableReorder: true },
];

export default function FixedEndsReorder() {
  const [keepPosition, setKeepPosition] = React.useState(true);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={keepPosition} onChange={(event) => setKeepPosition(event.target.checked)} />}
        label="Keep the new position when a drag ends outside the headers"
      />
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          keepColumnPositionIfDraggedOutside={keepPosition}
          aria-label="Trades"
        />
      </Box>
    </Stack>
  );
}
