import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridPageCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(400, 713);

// The usual controls, plus a small form that jumps straight to a page number.
function FooterWithJump() {
  const apiRef = useGridApiContext();
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const [target, setTarget] = React.useState('');

  const jump = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const page = Math.min(Math.max(Number(target), 1), pageCount);
    if (Number.isFinite(page)) apiRef.current.setPage(page - 1);
    setTarget('');
  };

  return (
    <GridFooterContainer>
      <Box component="form" onSubmit={jump} sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 2 }}>
        <TextField
          size="small"
          type="number"
          label={`Page (1–${pageCount})`}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          sx={{ width: 130 }}
        />
        <Button type="submit" size="small" disabled={target === ''}>
          Go
        </Button>
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade', type: 'number', width: 90 },
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 160 },
];

export default function JumpToPageFooter() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={trades}
        columns={columns}
        slots={{ footer: FooterWithJump }}
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        aria-label="Trades with a jump-to-page field"
      />
    </Box>
  );
}
