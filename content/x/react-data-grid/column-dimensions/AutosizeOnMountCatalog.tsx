import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { PRODUCTS } from '../demo-data/orders';

const rows = PRODUCTS.map((product, index) => ({ id: index + 1, ...product, sku: `CAF-${2040 + index}` }));

const columns: GridColDef<(typeof rows)[number]>[] = [
  { field: 'sku', headerName: 'SKU' },
  { field: 'name', headerName: 'Product' },
  { field: 'category', headerName: 'Category' },
  { field: 'price', headerName: 'Unit price ($)', type: 'number' },
];

export default function AutosizeOnMountCatalog() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        autosizeOnMount
        // Make room for the header text too, not only the cells.
        autosizeOptions={{ includeHeaders: true }}
        hideFooter
        aria-label="Product catalogue"
      />
    </Box>
  );
}
