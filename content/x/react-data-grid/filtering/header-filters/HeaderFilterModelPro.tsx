import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { createTrades, type Trade } from '../../demo-data/commodities';

const trades = createTrades(120, 656);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 170 },
  { field: 'status', headerName: 'Status', width: 170 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 160 },
];

export default function HeaderFilterModelPro() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const active = filterModel.items.filter((item) => item.value !== undefined && item.value !== '');

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" component="p" aria-live="polite" sx={{ mb: 1 }}>
        {active.length === 0
          ? 'No filter applied.'
          : `Filtering by ${active.map((item) => `${item.field} ${item.operator} ${item.value}`).join(' and ')}.`}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={trades}
          columns={columns}
          headerFilters
          // Header filters write into the same filter model as the filter panel.
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          aria-label="Trades with a summary of the header filters"
        />
      </Box>
    </Box>
  );
}
