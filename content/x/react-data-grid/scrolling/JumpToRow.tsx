import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import * as React from 'react';
import { DataGrid, type GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(2000, 3);

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade #', type: 'number', width: 100 },
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', width: 170 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Price', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function JumpToRow() {
  const apiRef = useGridApiRef();
  const [target, setTarget] = React.useState('1500');

  const jump = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const api = apiRef.current;
    const id = Number(target);
    if (!api || !api.getRow(id)) return;
    const rowIndex = api.getRowIndexRelativeToVisibleRows(id);
    api.scrollToIndexes({ rowIndex, colIndex: 0 });
    // Move keyboard focus there too, so the reader can carry on with the arrow keys.
    api.setCellFocus(id, 'id');
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack component="form" direction="row" spacing={1} onSubmit={jump} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label="Trade number"
          type="number"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          slotProps={{ htmlInput: { min: 1, max: trades.length } }}
        />
        <Button type="submit" variant="outlined">
          Go to trade
        </Button>
      </Stack>
      <div style={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={trades} columns={columns} hideFooter aria-label="Two thousand trades" />
      </div>
    </Stack>
  );
}
