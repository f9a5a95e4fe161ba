import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, useGridApiRef } from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(40, 15).map((order, index) =>
  // One unusually long customer name: an outlier the autosizer can ignore.
  index === 2 ? { ...order, customer: 'Fernanda Gabriela de Souza Oliveira-Hernández (wholesale account)' } : order,
);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order reference', width: 80 },
  { field: 'customer', headerName: 'Customer', width: 80 },
  { field: 'product', headerName: 'Product', width: 80 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 60 },
];

const optionLabels = { includeHeaders: 'Include headers', includeOutliers: 'Include outliers', expand: 'Expand to fill the width' };
type Option = keyof typeof optionLabels;

export default function AutosizeOptionsPanel() {
  const apiRef = useGridApiRef();
  const [options, setOptions] = React.useState<Record<Option, boolean>>({ includeHeaders: true, includeOutliers: false, expand: false });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormGroup row>
          {(Object.keys(optionLabels) as Option[]).map((option) => (
            <FormControlLabel
              key={option}
              label={optionLabels[option]}
              control={<Checkbox checked={options[option]} onChange={(event) => setOptions({ ...options, [option]: event.target.checked })} />}
            />
          ))}
        </FormGroup>
        <Button variant="contained" onClick={() => apiRef.current?.autosizeColumns(options)}>
          Autosize columns
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} aria-label="Orders to autosize" />
      </Box>
    </Stack>
  );
}
