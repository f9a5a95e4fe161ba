import * as React from 'react';
import { DataGridPremium, GridSidebarValue } from '@mui/x-data-grid-premium';
import {
  createTradeDataSource,
  tradeAggregationFunctions,
  tradeColumns,
  tradePivotingColDef,
} from './tradeServer';

export default function BuildOnServer() {
  const dataSource = React.useMemo(() => createTradeDataSource(), []);

  return (
    <div style={{ height: 520, width: '100%' }}>
      <DataGridPremium
        columns={tradeColumns}
        dataSource={dataSource}
        aggregationFunctions={tradeAggregationFunctions}
        pivotingColDef={tradePivotingColDef}
        showToolbar
        initialState={{
          pivoting: {
            enabled: true,
            model: { rows: [{ field: 'status' }], columns: [], values: [{ field: 'quantity', aggFunc: 'sum' }] },
          },
          sidebar: { open: true, value: GridSidebarValue.Pivot },
        }}
        aria-label="Trades, pivot built in the side panel and computed on the server"
      />
    </div>
  );
}
