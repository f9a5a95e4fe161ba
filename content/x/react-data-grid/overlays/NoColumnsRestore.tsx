import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, useGridApiContext, useGridApiRef, type GridSlotProps } from '@mui/x-data-grid';
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

const everyColumnHidden = Object.fromEntries(stockColumns.map((column) => [column.field, false]));

export default function NoColumnsRestore() {
  const apiRef = useGridApiRef();
  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" onClick={() => apiRef.current?.setColumnVisibilityModel(everyColumnHidden)} sx={{ mb: 1 }}>
        Hide every column
      </Button>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={stock}
          columns={stockColumns}
          showToolbar
          slots={{ noColumnsOverlay: AllColumnsHidden }}
          aria-label="Stock lines"
        />
      </Box>
    </Box>
  );
}
