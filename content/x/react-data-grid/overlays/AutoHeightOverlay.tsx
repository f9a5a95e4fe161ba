import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { createStock, stockColumns } from './stock';

const fewLines = createStock(3, 1050);

export default function AutoHeightOverlay() {
  const [empty, setEmpty] = React.useState(true);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel control={<Switch checked={empty} onChange={(event) => setEmpty(event.target.checked)} />} label="Empty bin" />
      <DataGrid
        autoHeight
        rows={empty ? [] : fewLines}
        columns={stockColumns}
        hideFooter
        // Room for the overlay when the grid sizes itself to its rows.
        sx={{ '--DataGrid-overlayHeight': '180px' }}
        aria-label="Lines of one bin"
      />
    </Box>
  );
}
