import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, gridRowSelectionIdsSelector, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(40, 808);

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade', type: 'number', width: 90 },
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'status', headerName: 'Status', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function SelectionFromApiRef() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('');

  const selectLargest = () => {
    const largest = [...trades].sort((a, b) => b.quantity - a.quantity)[0];
    // `true` selects, and the last argument clears the previous selection first.
    apiRef.current?.selectRow(largest.id, true, true);
  };

  const readSelection = () => {
    // The selector maps each selected id to its row, read from the grid's current state.
    const selected = [...gridRowSelectionIdsSelector(apiRef).values()] as Trade[];
    setSummary(selected.length ? selected.map((trade) => `#${trade.id} ${trade.commodity}`).join(', ') : 'Nothing selected');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={selectLargest}>
          Select the largest trade
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set() })}>
          Clear
        </Button>
        <Button size="small" onClick={readSelection}>
          Read selection
        </Button>
        <Typography variant="body2" component="p" aria-live="polite">
          {summary}
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={trades} columns={columns} checkboxSelection aria-label="Trades selected from buttons" />
      </Box>
    </Box>
  );
}
