import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shelf {
  warehouse: string;
  sku: string;
  product: string;
  units: number;
}

// Neither field is unique alone: the same SKU is stocked in several warehouses.
const shelves: Shelf[] = [
  { warehouse: 'Berlin', sku: 'CAF-2040', product: 'Espresso beans 1 kg', units: 120 },
  { warehouse: 'Toronto', sku: 'CAF-2040', product: 'Espresso beans 1 kg', units: 64 },
  { warehouse: 'Berlin', sku: 'CAF-2043', product: 'Hand grinder', units: 18 },
  { warehouse: 'Osaka', sku: 'CAF-2043', product: 'Hand grinder', units: 9 },
  { warehouse: 'Osaka', sku: 'CAF-2048', product: 'Ceramic mug', units: 210 },
];

const columns: GridColDef<Shelf>[] = [
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
];

export default function CompositeKeyRows() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={shelves}
        columns={columns}
        getRowId={(row) => `${row.warehouse}/${row.sku}`}
        hideFooter
        aria-label="Stock per warehouse"
      />
    </Box>
  );
}
