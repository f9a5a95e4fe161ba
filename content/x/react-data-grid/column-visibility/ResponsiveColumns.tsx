import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const rows = createTrades(40, 27);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', flex: 1, minWidth: 130 },
  { field: 'trader', headerName: 'Trader', width: 170 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function ResponsiveColumns() {
  // On narrow screens, hide secondary columns unless the reader chose otherwise.
  const narrow = useMediaQuery('(max-width: 700px)');
  const [model, setModel] = React.useState({});

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Trades"
        columnVisibilityModel={narrow ? { trader: false, desk: false, ...model } : model}
        onColumnVisibilityModelChange={setModel}
      />
    </Box>
  );
}
