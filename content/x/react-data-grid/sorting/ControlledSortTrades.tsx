import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(40, 503);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
];

const presets: Record<string, GridSortModel> = {
  largest: [{ field: 'quantity', sort: 'desc' }],
  cheapest: [{ field: 'unitPrice', sort: 'asc' }],
  trader: [{ field: 'trader', sort: 'asc' }],
};

export default function ControlledSortTrades() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>(presets.largest);
  const active = Object.keys(presets).find((key) => JSON.stringify(presets[key]) === JSON.stringify(sortModel)) ?? null;

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={active}
        onChange={(_event, key: string | null) => key && setSortModel(presets[key])}
        aria-label="Sort trades"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="largest">Largest first</ToggleButton>
        <ToggleButton value="cheapest">Cheapest first</ToggleButton>
        <ToggleButton value="trader">By trader</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" component="p" sx={{ mb: 1 }}>
        Sort model: <code>{JSON.stringify(sortModel)}</code>
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={trades}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          aria-label="Trades with sort presets"
        />
      </Box>
    </Box>
  );
}
