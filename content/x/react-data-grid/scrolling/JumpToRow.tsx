import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import * as React from 'react';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  gridPaginationModelSelector,
  type GridColDef,
  useGridApiRef,
} from '@mui/x-data-grid';
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
    // The index among all rows, in their sorted and filtered order, across pages.
    const rowIndex = gridExpandedSortedRowIdsSelector(apiRef).indexOf(id);
    if (rowIndex === -1) return; // hidden by a filter
    // The community grid always paginates: bring up the trade's page first.
    const { pageSize } = gridPaginationModelSelector(apiRef);
    api.setPage(Math.floor(rowIndex / pageSize));
    // Once that page has rendered, scroll to the row and move keyboard focus there,
    // so the reader can carry on with the arrow keys.
    window.setTimeout(() => {
      api.scrollToIndexes({ rowIndex, colIndex: 0 });
      api.setCellFocus(id, 'id');
    });
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
        <DataGrid apiRef={apiRef} rows={trades} columns={columns} aria-label="Two thousand trades, 100 a page" />
      </div>
    </Stack>
  );
}
