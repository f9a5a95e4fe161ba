import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import {
  createTradeDataSource,
  tradeAggregationFunctions,
  tradeColumns,
  tradePivotingColDef,
} from './tradeServer';

export default function DeskPivot() {
  const dataSource = React.useMemo(() => createTradeDataSource(), []);

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
              rows: [{ field: 'commodity' }],
              columns: [{ field: 'desk' }],
              values: [{ field: 'notional', aggFunc: 'sum' }],
            },
          },
        }}
        aria-label="Notional traded per commodity and desk, pivoted on the server"
      />
    </div>
  );
}
