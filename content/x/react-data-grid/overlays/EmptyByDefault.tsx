import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import { createStock, stockColumns, type StockItem } from './stock';

const countedLines = createStock(8, 1010);

// A new warehouse: the columns are known, the stock is not counted yet.
// Counting the first bins fills the grid; clearing it brings back the default "No rows".
export default function EmptyByDefault() {
  const [rows, setRows] = React.useState<StockItem[]>([]);
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="contained" onClick={() => setRows(countedLines)} disabled={rows.length > 0}>
          Record first count
        </Button>
        <Button size="small" onClick={() => setRows([])} disabled={rows.length === 0}>
          Clear count
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid rows={rows} columns={stockColumns} aria-label="Stock of the new warehouse" />
      </Box>
    </Box>
  );
}
