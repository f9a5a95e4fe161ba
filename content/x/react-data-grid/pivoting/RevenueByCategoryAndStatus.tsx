import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { sales, salesColumns } from './salesData';

const pivotModel: GridPivotModel = {
  rows: [{ field: 'category' }],
  columns: [{ field: 'status' }],
  values: [{ field: 'total', aggFunc: 'sum' }],
};

export default function RevenueByCategoryAndStatus() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={salesColumns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        showToolbar
        aria-label="Revenue by category and order status"
      />
    </div>
  );
}
