import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import {
  DataGridPremium,
  gridRowNodeSelector,
  gridRowSelectionIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function SelectWholeGroups() {
  const apiRef = useGridApiRef();
  const [orderCount, setOrderCount] = React.useState(0);

  const countSelectedOrders = () => {
    if (!apiRef.current) return;
    // The selection holds group rows too: count only the leaves, which are the orders.
    const ids = [...gridRowSelectionIdsSelector(apiRef).keys()];
    setOrderCount(ids.filter((id) => gridRowNodeSelector(apiRef, id)?.type === 'leaf').length);
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
