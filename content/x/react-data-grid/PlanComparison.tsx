import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { DataGridPro } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { createOrders, type Order } from './demo-data/orders';

type Plan = 'mit' | 'pro' | 'premium';

const orders = createOrders(120, 808);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'product', headerName: 'Product', width: 190 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) => (value == null ? '' : `$${value.toFixed(2)}`),
  },
];

const summaries: Record<Plan, string> = {
  mit: 'MIT: sort by one column, filter from the column menu, resize columns, pages of up to 100 rows.',
  pro: 'Pro adds: pinned Order and Total columns, a filter row under the headers, sorting by several columns (Shift + click a header) and dragging headers to reorder.',
  premium: 'Premium adds: rows grouped by category, with the quantity and total summed for each group and for all orders.',
};

export default function PlanComparison() {
  const [plan, setPlan] = React.useState<Plan>('mit');

  let grid: React.ReactNode;
  if (plan === 'mit') {
    grid = (
      <DataGrid
        rows={orders}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'orderedOn', sort: 'desc' }] } }}
        aria-label="Orders, MIT grid"
      />
    );
  } else if (plan === 'pro') {
    grid = (
      <DataGridPro
        rows={orders}
        columns={columns}
        headerFilters
        initialState={{
          pinnedColumns: { left: ['reference'], right: ['total'] },
          sorting: {
            sortModel: [
              { field: 'status', sort: 'asc' },
              { field: 'orderedOn', sort: 'desc' },
            ],
          },
        }}
        aria-label="Orders, Pro grid"
      />
    );
  } else {
    grid = (
      <DataGridPremium
        rows={orders}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['category'] },
          aggregation: { model: { quantity: 'sum', total: 'sum' } },
        }}
        aria-label="Orders, Premium grid"
      />
    );
  }

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={plan}
        onChange={(_event, next: Plan | null) => next && setPlan(next)}
        aria-label="Data Grid plan"
      >
        <ToggleButton value="mit">MIT</ToggleButton>
        <ToggleButton value="pro">Pro</ToggleButton>
        <ToggleButton value="premium">Premium</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" aria-live="polite" sx={{ minHeight: '3em' }}>
        {summaries[plan]}
      </Typography>
      <Box sx={{ height: 420 }}>{grid}</Box>
    </Stack>
  );
}
