import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface CatalogueItem {
  id: string;
  path: string[];
  sku: string;
  stock: number;
}

// Only products are listed: no row exists for "Kitchen" or "Kitchen › Cookware".
const rows: CatalogueItem[] = [
  { id: 'KC-01', path: ['Kitchen', 'Cookware', 'Cast iron skillet'], sku: 'KC-01', stock: 42 },
  { id: 'KC-02', path: ['Kitchen', 'Cookware', 'Stock pot 8 l'], sku: 'KC-02', stock: 15 },
  { id: 'KT-07', path: ['Kitchen', 'Tableware', 'Stoneware plates (4)'], sku: 'KT-07', stock: 88 },
  { id: 'GD-11', path: ['Garden', 'Watering can 5 l'], sku: 'GD-11', stock: 23 },
  { id: 'GD-12', path: ['Garden', 'Tools', 'Pruning shears'], sku: 'GD-12', stock: 0 },
  { id: 'GF-01', path: ['Gift card'], sku: 'GF-01', stock: 999 },
];

const columns: GridColDef<CatalogueItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

export default function CatalogueGaps() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        getTreeDataPath={(row) => row.path}
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        groupingColDef={{ headerName: 'Category and product', flex: 1, minWidth: 260 }}
        aria-label="Shop catalogue"
      />
    </Box>
  );
}
