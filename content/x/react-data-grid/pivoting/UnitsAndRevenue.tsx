import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { sales, salesColumns } from './salesData';

// Two values per status: each status column group holds a units and a revenue column.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'status', sort: 'desc' }],
  values: [
    { field: 'quantity', aggFunc: 'sum' },
    { field: 'total', aggFunc: 'sum' },
  ],
};

export default function UnitsAndRevenue() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={salesColumns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        showToolbar
        aria-label="Units and revenue per product and status"
      />
    </div>
  );
}
