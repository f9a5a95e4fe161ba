import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid } from '@mui/x-data-grid';
import { createStock, stockColumns, type StockItem } from './stock';

export default function SkeletonFirstLoad() {
  const [rows, setRows] = React.useState<StockItem[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [visit, setVisit] = React.useState(0);

  // Each visit starts empty and loads for two seconds, as a slow first request would.
  React.useEffect(() => {
    setRows([]);
    setLoading(true);
    const timer = window.setTimeout(() => {
      setRows(createStock(18, 950 + visit));
      setLoading(false);
    }, 2000);
    return () => window.clearTimeout(timer);
  }, [visit]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" size="small" onClick={() => setVisit((value) => value + 1)} disabled={loading} sx={{ mb: 1 }}>
        Open the page again
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={stockColumns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
          aria-label="Warehouse stock, loading"
        />
      </Box>
    </Box>
  );
}
