import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import {
  createTradeDataSource,
  tradeAggregationFunctions,
  tradeColumns,
  tradePivotingColDef,
} from './tradeServer';

export default function DeskAndStatusColumns() {
  const dataSource = React.useMemo(() => createTradeDataSource(), []);

  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        columns={tradeColumns}
        dataSource={dataSource}
        aggregationFunctions={tradeAggregationFunctions}
        pivotingColDef={tradePivotingColDef}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              // Two row levels: commodities open to show their traders.
              rows: [{ field: 'commodity' }, { field: 'trader' }],
              // Two column levels: one group per desk, split by status.
              columns: [{ field: 'desk' }, { field: 'status' }],
              values: [
                { field: 'quantity', aggFunc: 'sum' },
                { field: 'unitPrice', aggFunc: 'avg' },
              ],
            },
          },
        }}
        aria-label="Quantity and average price per commodity, by desk and status"
      />
    </div>
  );
}
