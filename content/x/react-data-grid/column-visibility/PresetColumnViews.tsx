import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(40, 21);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'unitPrice', headerName: 'Unit price ($)', type: 'number', width: 120 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const views: Record<string, GridColumnVisibilityModel> = {
  Shipping: { unitPrice: false, total: false },
  Finance: { country: false, product: false, quantity: false },
  Everything: {},
};

export default function PresetColumnViews() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>(views.Shipping);
  const view = Object.keys(views).find((name) => JSON.stringify(views[name]) === JSON.stringify(model)) ?? null;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup exclusive size="small" value={view} aria-label="Column view" onChange={(_, name: string | null) => name && setModel(views[name])}>
        {Object.keys(views).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          aria-label="Orders"
          columnVisibilityModel={model}
          // Hiding a column from its menu leaves the preset: no button is pressed then.
          onColumnVisibilityModelChange={setModel}
        />
      </Box>
    </Stack>
  );
}
