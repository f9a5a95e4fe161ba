import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createOrderDataSource, orderColumns, serverAggregationFunctions } from './orderServer';

export default function ShopTotalsFooter() {
  const dataSource = React.useMemo(() => createOrderDataSource(), []);

  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={orderColumns}
        dataSource={dataSource}
        aggregationFunctions={serverAggregationFunctions}
        pagination
        pageSizeOptions={[25, 50]}
        initialState={{
          pagination: { paginationModel: { page: 0, pageSize: 25 } },
          aggregation: { model: { quantity: 'sum', unitPrice: 'avg', total: 'sum' } },
        }}
        aria-label="Shop orders, one page at a time, with totals over all orders"
      />
    </div>
  );
}
