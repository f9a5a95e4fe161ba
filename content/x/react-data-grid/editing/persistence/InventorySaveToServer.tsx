import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { PRODUCTS } from '../../demo-data/orders';

interface Item {
  id: number;
  name: string;
  category: string;
  price: number;
}

const catalogue: Item[] = PRODUCTS.map((product, index) => ({ id: index + 1, ...product }));

// Stands in for `PUT /items/:id`: the server refuses empty names and prices of zero or less.
function saveItem(item: Item): Promise<Item> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (item.name.trim() === '') reject(new Error('The product needs a name.'));
      else if (!(item.price > 0)) reject(new Error(`${item.name}: the price must be above zero.`));
      else resolve({ ...item, name: item.name.trim() });
    }, 300);
  });
}

const columns: GridColDef<Item>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180, editable: true },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 130, editable: true },
];

type Notice = { severity: 'success' | 'error'; text: string };

export default function InventorySaveToServer() {
  const [notice, setNotice] = React.useState<Notice | null>(null);

  const processRowUpdate = React.useCallback(async (updated: Item, original: Item) => {
    // Nothing changed: skip the request.
    if (updated.name === original.name && updated.price === original.price) return original;
    const saved = await saveItem(updated);
    setNotice({ severity: 'success', text: `Saved ${saved.name}.` });
    return saved;
  }, []);

  const handleError = React.useCallback((error: Error) => {
    setNotice({ severity: 'error', text: error.message });
  }, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={catalogue}
        columns={columns}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={handleError}
        aria-label="Product catalogue"
      />
      <Snackbar open={notice !== null} autoHideDuration={4000} onClose={() => setNotice(null)}>
        {notice ? (
          <Alert severity={notice.severity} variant="filled" onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Box>
  );
}
