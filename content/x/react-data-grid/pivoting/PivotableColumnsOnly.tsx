import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import * as React from 'react';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import type { Order } from '../demo-data/orders';
import { sales, salesColumns } from './salesData';

// Order numbers and customer names make poor pivot fields: keep them out of the panel.
const columns: GridColDef<Order>[] = salesColumns.map((column) =>
  column.field === 'reference' || column.field === 'customer' ? { ...column, pivotable: false } : column,
);

export default function PivotableColumnsOnly() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="Turn pivoting off (disablePivoting)"
      />
      <div style={{ height: 420 }}>
        <DataGridPremium
          rows={sales}
          columns={columns}
          disablePivoting={disabled}
          showToolbar
          aria-label="Orders with a restricted pivot panel"
        />
      </div>
    </Stack>
  );
}
