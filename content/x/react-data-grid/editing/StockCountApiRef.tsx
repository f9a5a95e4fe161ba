import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import * as React from 'react';
import { PRODUCTS } from '../demo-data/orders';

interface StockLine {
  id: number;
  product: string;
  shelf: string;
  counted: number;
}

const stock: StockLine[] = PRODUCTS.map((product, index) => ({
  id: index + 1,
  product: product.name,
  shelf: `${String.fromCharCode(65 + (index % 4))}-${10 + index * 3}`,
  counted: 12 + ((index * 17) % 40),
}));

const columns: GridColDef<StockLine>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'shelf', headerName: 'Shelf', width: 100 },
  { field: 'counted', headerName: 'Units counted', type: 'number', width: 140, editable: true },
];

export default function StockCountApiRef() {
  const apiRef = useGridApiRef();
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set([1]) });
  const selectedId = [...selection.ids][0];

  const recount = () => {
    if (selectedId === undefined || !apiRef.current) return;
    // Focus the cell, then open its editor empty so the new count can be typed straight away.
    apiRef.current.setCellFocus(selectedId, 'counted');
    apiRef.current.startCellEditMode({ id: selectedId, field: 'counted', deleteValue: true });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" onClick={recount} disabled={selectedId === undefined} sx={{ mb: 1 }}>
        Recount selected shelf
      </Button>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={stock}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          aria-label="Stock count by shelf"
        />
      </Box>
    </Box>
  );
}
