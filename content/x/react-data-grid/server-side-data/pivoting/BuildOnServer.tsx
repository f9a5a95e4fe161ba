import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
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
        // The toolbar's Pivot button opens the panel where readers rearrange the fields.
        showToolbar
        initialState={{
          pivoting: {
            enabled: true,
            model: { rows: [{ field: 'status' }], columns: [], values: [{ field: 'quantity', aggFunc: 'sum' }] },
          },
        }}
        aria-label="Trades, pivot built in the side panel and computed on the server"
      />
    </div>
  );
}
