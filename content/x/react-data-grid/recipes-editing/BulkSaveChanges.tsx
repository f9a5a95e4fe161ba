import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { PRODUCTS } from '../demo-data/orders';

interface PriceLine {
  id: number;
  name: string;
  category: string;
  price: number;
}

const published: PriceLine[] = PRODUCTS.map((product, index) => ({ id: index + 1, ...product }));

const columns: GridColDef<PriceLine>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 130, editable: true },
];

export default function BulkSaveChanges() {
  const [saved, setSaved] = React.useState(published);
  const [draft, setDraft] = React.useState(published);
  // Ids of rows whose draft differs from the saved price list.
  const changed = new Set(draft.filter((row, index) => row.price !== saved[index].price).map((row) => row.id));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="contained" size="small" disabled={changed.size === 0} onClick={() => setSaved(draft)}>
          Publish prices
        </Button>
        <Button size="small" disabled={changed.size === 0} onClick={() => setDraft(saved)}>
          Discard all
        </Button>
        <Typography variant="body2" component="p" aria-live="polite">
          {changed.size === 0 ? 'No unpublished changes' : `${changed.size} unpublished change${changed.size > 1 ? 's' : ''}`}
        </Typography>
      </Stack>
      <Box sx={{ height: 380, '& .row-changed': { bgcolor: 'warning.light', color: 'warning.contrastText' } }}>
        <DataGrid
          rows={draft}
          columns={columns}
          getRowClassName={(params) => (changed.has(Number(params.id)) ? 'row-changed' : '')}
          processRowUpdate={(row: PriceLine) => {
            // Each edit only updates the draft; nothing is published until the button is pressed.
            setDraft((current) => current.map((line) => (line.id === row.id ? row : line)));
            return row;
          }}
          aria-label="Price list draft"
        />
      </Box>
    </Stack>
  );
}
