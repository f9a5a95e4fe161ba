import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import {
  createTradeDataSource,
  tradeAggregationFunctions,
  tradeColumns,
  tradePivotingColDef,
} from './tradeServer';

export default function MonthHeaders() {
  // The server sends month groups as { month: '2026-03' }; the Month column's formatter
  // turns them into "Mar 2026" headers, and the grid orders them newest first.
  const dataSource = React.useMemo(() => createTradeDataSource({ objectGroups: ['month'] }), []);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        columns={tradeColumns}
        dataSource={dataSource}
        aggregationFunctions={tradeAggregationFunctions}
        pivotingColDef={tradePivotingColDef}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'desk' }],
              columns: [{ field: 'month', sort: 'desc' }],
              values: [{ field: 'notional', aggFunc: 'sum' }],
            },
          },
        }}
        aria-label="Notional per desk and month, newest month first"
      />
    </div>
  );
}
