import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { sales, salesColumns } from './salesData';

// "hidden" keeps a field in the panel, ready to switch back on, without using it in the table.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'category' }, { field: 'product', hidden: true }],
  columns: [{ field: 'status', hidden: true }],
  values: [
    { field: 'total', aggFunc: 'sum' },
    { field: 'quantity', aggFunc: 'avg', hidden: true },
  ],
};

export default function HiddenPivotFields() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={salesColumns}
        showToolbar
        // Open the pivot panel from the toolbar's Pivot button to see the parked fields.
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        aria-label="Revenue per category, with fields parked in the pivot panel"
      />
    </div>
  );
}
