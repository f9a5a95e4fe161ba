import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  price: number | null;
  stock: number | null;
  supplier: string | null;
  note?: string;
}

const products: Product[] = [
  { id: 1, name: 'Hand grinder', price: 89, stock: 14, supplier: 'Kyoto Ceramics' },
  { id: 2, name: 'Moka pot, 6 cups', price: null, stock: null, supplier: null, note: 'Discontinued in May: replaced by the Moka pot, 4 cups' },
  { id: 3, name: 'Pour-over kettle', price: 64, stock: 3, supplier: 'Vistula Paper' },
  { id: 4, name: 'Glass carafe', price: 29, stock: 40, supplier: 'Kyoto Ceramics' },
  { id: 5, name: 'Syphon brewer', price: null, stock: null, supplier: null, note: 'Discontinued: supplier closed' },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', width: 180 },
  {
    field: 'price',
    headerName: 'Price ($)',
    type: 'number',
    width: 110,
    // A discontinued product's note spreads over price, stock and supplier.
    colSpan: (_value, row) => (row.note ? 3 : 1),
    renderCell: ({ row, formattedValue }) => row.note ?? formattedValue,
    cellClassName: ({ row }) => (row.note ? 'note' : ''),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 150 },
];

export default function DiscontinuedProducts() {
  return (
    <Box sx={{ height: 330, width: '100%', '& .note': { justifyContent: 'flex-start', fontStyle: 'italic', color: 'text.secondary' } }}>
      <DataGrid rows={products} columns={columns} hideFooter aria-label="Brewing equipment" />
    </Box>
  );
}
