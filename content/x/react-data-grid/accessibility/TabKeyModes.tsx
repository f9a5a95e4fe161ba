import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { DataGrid, type DataGridProps, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(20, 953);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

type TabNavigation = DataGridProps['tabNavigation'];

export default function TabKeyModes() {
  const [mode, setMode] = React.useState<TabNavigation>('none');
  return (
    <Box sx={{ width: '100%' }}>
      <RadioGroup row value={mode} onChange={(event) => setMode(event.target.value as TabNavigation)} aria-label="What Tab does inside the grid">
        <FormControlLabel value="none" control={<Radio size="small" />} label="Leave the grid" />
        <FormControlLabel value="content" control={<Radio size="small" />} label="Move between cells" />
        <FormControlLabel value="header" control={<Radio size="small" />} label="Move between headers" />
        <FormControlLabel value="all" control={<Radio size="small" />} label="Both" />
      </RadioGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid rows={trades} columns={columns} tabNavigation={mode} aria-label="Trades, to try the Tab key" />
      </Box>
    </Box>
  );
}
