import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import * as React from 'react';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import {
  createTradeDataSource,
  tradeAggregationFunctions,
  tradeColumns,
  tradePivotingColDef,
} from './tradeServer';

const PIVOT: GridPivotModel = {
  rows: [{ field: 'trader' }],
  columns: [{ field: 'commodity' }],
  values: [{ field: 'quantity', aggFunc: 'sum' }],
};

export default function FlatOrPivot() {
  const dataSource = React.useMemo(() => createTradeDataSource(), []);
  const [pivotActive, setPivotActive] = React.useState(false);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
        label={pivotActive ? 'Pivot: quantity per trader and commodity' : 'Flat: one trade per row, 20 a page'}
      />
      <div style={{ height: 440 }}>
        <DataGridPremium
          columns={tradeColumns}
          dataSource={dataSource}
          aggregationFunctions={tradeAggregationFunctions}
          pivotingColDef={tradePivotingColDef}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pagination
          pageSizeOptions={[20]}
          initialState={{
            pivoting: { model: PIVOT },
            pagination: { paginationModel: { page: 0, pageSize: 20 } },
          }}
          aria-label="Trades, flat or pivoted"
        />
      </div>
    </div>
  );
}
