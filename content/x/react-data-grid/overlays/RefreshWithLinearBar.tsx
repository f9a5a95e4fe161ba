import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid } from '@mui/x-data-grid';
import { namedProgressSlots } from './namedProgress';
import { createStock, stockColumns } from './stock';

export default function RefreshWithLinearBar() {
  const [count, setCount] = React.useState(1);
  const [loading, setLoading] = React.useState(false);
  const rows = React.useMemo(() => createStock(25, 900 + count), [count]);

  const refresh = () => {
    setLoading(true);
    // Stands in for a request; the old counts stay visible under the bar meanwhile.
    window.setTimeout(() => {
      setCount((value) => value + 1);
      setLoading(false);
    }, 1500);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" size="small" onClick={refresh} disabled={loading} sx={{ mb: 1 }}>
        Recount stock
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={stockColumns}
          loading={loading}
          slots={namedProgressSlots}
          slotProps={{ loadingOverlay: { variant: 'linear-progress' } }}
          aria-label="Warehouse stock"
        />
      </Box>
    </Box>
  );
}
