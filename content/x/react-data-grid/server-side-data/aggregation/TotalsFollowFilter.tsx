import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createOrderDataSource, orderColumns, serverAggregationFunctions } from './orderServer';

export default function TotalsFollowFilter() {
  const dataSource = React.useMemo(() => createOrderDataSource(), []);

  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        columns={orderColumns}
        dataSource={dataSource}
        aggregationFunctions={serverAggregationFunctions}
        showToolbar
        pagination
        pageSizeOptions={[20]}
        initialState={{
          pagination: { paginationModel: { page: 0, pageSize: 20 } },
          filter: { filterModel: { items: [{ id: 1, field: 'status', operator: 'equals', value: 'Refunded' }] } },
          aggregation: { model: { total: 'sum', reference: 'size' } },
        }}
        aria-label="Refunded orders with their total, filtered on the server"
      />
    </div>
  );
}
