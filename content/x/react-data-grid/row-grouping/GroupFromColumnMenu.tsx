import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function GroupFromColumnMenu() {
  const [fields, setFields] = React.useState<string[]>([]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        {fields.length === 0
          ? 'Not grouped. Open the menu of the Product or Status column and choose "Group by".'
          : `Grouped by ${fields.join(' → ')}.`}
      </Typography>
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={shopOrders}
          columns={orderColumns}
          onRowGroupingModelChange={(model) => setFields(model)}
          showToolbar
          aria-label="Orders, group them from the column menu"
        />
      </div>
    </Stack>
  );
}
