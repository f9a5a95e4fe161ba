import * as React from 'react';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridSlotProps } from '@mui/x-data-grid';
import { createStock, stockColumns, type StockItem } from './stock';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    onAddSampleStock?: () => void;
  }
}

// An empty state that says what to do next, with the action at hand.
function EmptyStockOverlay({ onAddSampleStock, ...overlayProps }: GridSlotProps['noRowsOverlay']) {
  return (
    <GridOverlay {...overlayProps} sx={{ flexDirection: 'column', gap: 1, textAlign: 'center', p: 2 }}>
      <Inventory2Outlined fontSize="large" sx={{ color: 'text.secondary' }} aria-hidden />
      <Typography variant="subtitle1" component="p">
        This bin list is empty
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Scan items into a bin, or start from sample stock.
      </Typography>
      <Button variant="contained" size="small" onClick={onAddSampleStock}>
        Add sample stock
      </Button>
    </GridOverlay>
  );
}

export default function NoRowsWithAction() {
  // Starts with stock: empty the list to reach the overlay and its action.
  const [rows, setRows] = React.useState<StockItem[]>(() => createStock(8, 1020));
  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" onClick={() => setRows([])} disabled={rows.length === 0} sx={{ mb: 1 }}>
        Empty the list
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={stockColumns}
          slots={{ noRowsOverlay: EmptyStockOverlay }}
          slotProps={{ noRowsOverlay: { onAddSampleStock: () => setRows(createStock(8, 1020)) } }}
          aria-label="Bin list"
        />
      </Box>
    </Box>
  );
}
