import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(30, 511);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
];

export default function SortFromApiRef() {
  const apiRef = useGridApiRef();
  const [top, setTop] = React.useState('');

  const showFirst = () => {
    // The rows in their current sorted order, filters not applied.
    const [first] = apiRef.current?.getSortedRows() ?? [];
    setTop(first ? `First row: trade ${first.id}, ${first.commodity}, ${first.quantity} units` : '');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('quantity', 'desc')}>
          Biggest quantity
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('unitPrice', 'asc')}>
          Lowest price
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setSortModel([])}>
          Clear sorting
        </Button>
        <Button size="small" onClick={showFirst}>
          Read first row
        </Button>
        <Typography variant="body2" component="p" aria-live="polite">
          {top}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={trades} columns={columns} aria-label="Trades sorted from buttons" />
      </Box>
    </Box>
  );
}
