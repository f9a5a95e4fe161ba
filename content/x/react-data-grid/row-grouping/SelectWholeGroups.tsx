import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function SelectWholeGroups() {
  const apiRef = useGridApiRef();
  const [orderCount, setOrderCount] = React.useState(0);

  const countSelectedOrders = () => {
    const api = apiRef.current;
    if (!api) return;
    const ids = [...api.getSelectedRows().keys()];
    setOrderCount(ids.filter((id) => api.getRowNode(id)?.type === 'leaf').length);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        {orderCount} orders selected for the invoice run.
      </Typography>
      <div style={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={shopOrders}
          columns={orderColumns}
          checkboxSelection
          rowSelectionPropagation={{ descendants: true, parents: true }}
          onRowSelectionModelChange={countSelectedOrders}
          initialState={{ rowGrouping: { model: ['country'] } }}
          aria-label="Orders by country, selectable"
        />
      </div>
    </Stack>
  );
}
