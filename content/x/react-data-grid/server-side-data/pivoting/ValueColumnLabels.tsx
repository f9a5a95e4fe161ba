import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { pivotField } from '../premiumServer';
import { createTradeDataSource, tradeAggregationFunctions, tradeColumns } from './tradeServer';

const SHORT_NAMES: Record<string, string> = { quantity: 'Qty', notional: 'USD' };

// Besides the field, the callback can set a header, a width or an alignment per generated column.
const pivotingColDef = (field: string, columnGroupPath: string[]) => ({
  field: pivotField(columnGroupPath, field),
  headerName: SHORT_NAMES[field] ?? field,
  width: field === 'quantity' ? 100 : 130,
  headerAlign: 'right' as const,
});

export default function ValueColumnLabels() {
  const dataSource = React.useMemo(() => createTradeDataSource(), []);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        columns={tradeColumns}
        dataSource={dataSource}
        aggregationFunctions={tradeAggregationFunctions}
        pivotingColDef={pivotingColDef}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'commodity' }],
              columns: [{ field: 'desk' }],
              values: [
                { field: 'quantity', aggFunc: 'sum' },
                { field: 'notional', aggFunc: 'sum' },
              ],
            },
          },
        }}
        aria-label="Quantity and notional per commodity and desk, with short column headers"
      />
    </div>
  );
}
