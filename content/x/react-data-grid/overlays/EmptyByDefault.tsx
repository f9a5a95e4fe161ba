import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { stockColumns } from './stock';

// A new warehouse: the columns are known, the stock is not counted yet.
export default function EmptyByDefault() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={[]} columns={stockColumns} aria-label="Stock of the new warehouse" />
    </Box>
  );
}
