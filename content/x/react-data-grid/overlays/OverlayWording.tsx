import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { createStock, stockColumns } from './stock';

const stock = createStock(20, 1010);
const outOfStock: GridFilterModel = { items: [{ field: 'onHand', operator: '<', value: 0 }] };

export default function OverlayWording() {
  const [counted, setCounted] = React.useState(true);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel control={<Switch checked={counted} onChange={(event) => setCounted(event.target.checked)} />} label="Stock counted" />
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={counted ? stock : []}
          columns={stockColumns}
          initialState={{ filter: { filterModel: outOfStock } }}
          localeText={{
            noRowsLabel: 'Nothing counted yet. Start a stock take to fill this list.',
            noResultsOverlayLabel: 'No line is below zero: the filter matches nothing.',
          }}
          aria-label="Stock lines below zero"
        />
      </Box>
    </Box>
  );
}
