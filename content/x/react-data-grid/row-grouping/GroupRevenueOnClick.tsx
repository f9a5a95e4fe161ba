import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import * as React from 'react';
import { DataGridPremium, gridRowNodeSelector, type GridRowParams, useGridApiRef } from '@mui/x-data-grid-premium';
import type { Order } from '../demo-data/orders';
import { formatUsd, orderColumns, shopOrders } from './shopOrders';

export default function GroupRevenueOnClick() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Click a product group to add up its orders.');

  const handleRowClick = (params: GridRowParams<Order>) => {
    if (!apiRef.current) return;
    const node = gridRowNodeSelector(apiRef, params.id);
    if (node?.type !== 'group') return;
    const ids = apiRef.current.getRowGroupChildren({ groupId: params.id, applyFiltering: true });
    const revenue = ids.reduce<number>((sum, id) => sum + (apiRef.current?.getRow<Order>(id)?.total ?? 0), 0);
    setSummary(`${String(node.groupingKey)}: ${ids.length} orders, ${formatUsd(revenue)} in total.`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Alert severity="info" role="status">
        {summary}
      </Alert>
      <div style={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={shopOrders}
          columns={orderColumns}
          initialState={{ rowGrouping: { model: ['product'] } }}
          onRowClick={handleRowClick}
          aria-label="Orders by product"
        />
      </div>
    </Stack>
  );
}
