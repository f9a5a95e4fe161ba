import * as React from 'react';
import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden } from '@mui/x-data-grid-premium';
import { createOrderDataSource, orderColumns, serverAggregationFunctions } from './orderServer';

export default function CategoryRevenue() {
  const apiRef = useGridApiRef();
  const dataSource = React.useMemo(() => createOrderDataSource(), []);
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['category', 'product'] },
      aggregation: { model: { quantity: 'sum', total: 'sum', reference: 'size' } },
      sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
    },
  });

  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        columns={orderColumns}
        dataSource={dataSource}
        aggregationFunctions={serverAggregationFunctions}
        initialState={initialState}
        aria-label="Revenue per category and product, computed on the server"
      />
    </div>
  );
}
