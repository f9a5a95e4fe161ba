import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, useGridApiContext, type GridSlotProps } from '@mui/x-data-grid';
import { createStock, stockColumns } from './stock';

const stock = createStock(15, 1040);

// Shown when every column is hidden; the default offers the columns panel, this one resets the view.
function AllColumnsHidden(props: GridSlotProps['noColumnsOverlay']) {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay {...props} sx={{ flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2">Every column of this view is hidden.</Typography>
      <Button size="small" variant="outlined" onClick={() => apiRef.current.setColumnVisibilityModel({})}>
        Show all columns
      </Button>
    </GridOverlay>
  );
}

export default function NoColumnsRestore() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={stock}
        columns={stockColumns}
        showToolbar
        slots={{ noColumnsOverlay: AllColumnsHidden }}
        initialState={{ columns: { columnVisibilityModel: { sku: false, item: false, bin: false, onHand: false, reorderAt: false } } }}
        aria-label="Stock with every column hidden"
      />
    </Box>
  );
}
