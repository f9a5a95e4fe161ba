import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { stallColumns, stallSales } from './stallSales';

const pivotModel: GridPivotModel = {
  rows: [{ field: 'market' }],
  columns: [{ field: 'month' }],
  values: [{ field: 'crates', aggFunc: 'sum' }],
};

export default function StallPivotPlayground() {
  return (
    <div style={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={stallSales}
        columns={stallColumns}
        // The toolbar's Pivot button opens the panel with the three sections.
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        showToolbar
        aria-label="Stall sales pivot you can rearrange"
      />
    </div>
  );
}
