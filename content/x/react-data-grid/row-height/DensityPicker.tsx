import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(50, 163);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function DensityPicker() {
  const [density, setDensity] = React.useState<GridDensity>('compact');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup exclusive size="small" value={density} aria-label="Row density" onChange={(_, next: GridDensity | null) => next && setDensity(next)}>
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGrid rows={rows} columns={columns} density={density} onDensityChange={setDensity} aria-label="Orders" />
      </Box>
    </Stack>
  );
}
