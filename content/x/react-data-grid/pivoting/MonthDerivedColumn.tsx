import * as React from 'react';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
  type GridPivotModel,
  type GridSortModel,
} from '@mui/x-data-grid-premium';
import type { Order } from '../demo-data/orders';
import { sales, salesColumns } from './salesData';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Offer a month of the year next to each date column; other columns get no companions.
function monthColumns(column: GridColDef): GridColDef[] | undefined {
  if (column.type !== 'date') return undefined;
  const { field } = column;
  return [
    {
      field: `${field}-month`,
      headerName: `${column.headerName} (month)`,
      valueGetter: (_value, row: Order) => {
        const date = row[field as keyof Order] as Date | undefined;
        if (!date) return undefined;
        return `${String(date.getUTCMonth() + 1).padStart(2, '0')} ${MONTHS[date.getUTCMonth()]}`;
      },
    },
  ];
}

const pivotModel: GridPivotModel = {
  rows: [{ field: 'orderedOn-month' }],
  columns: [{ field: 'category' }],
  values: [{ field: 'quantity', aggFunc: 'sum' }],
};

export default function MonthDerivedColumn() {
  // Sort the pivot rows by their grouping column: "01 Jan" < "02 Feb" < … as text.
  // Passed as a controlled model: the grouping column only exists once the pivot is built.
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' },
  ]);
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={salesColumns}
        getPivotDerivedColumns={monthColumns}
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        showToolbar
        aria-label="Units per month and category"
      />
    </div>
  );
}
