import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function DescendantCountSwitch() {
  const [hideCount, setHideCount] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={hideCount} onChange={(event) => setHideCount(event.target.checked)} />}
        label="Hide the number of orders next to each product (hideDescendantCount)"
      />
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={shopOrders}
          columns={orderColumns}
          initialState={{ rowGrouping: { model: ['product'] } }}
          groupingColDef={{ headerName: 'Product', width: 230, hideDescendantCount: hideCount }}
          aria-label="Orders grouped by product"
        />
      </div>
    </Stack>
  );
}
