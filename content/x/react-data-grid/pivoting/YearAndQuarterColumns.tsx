import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { sales, salesColumns } from './salesData';

// Date columns get "-year" and "-quarter" companions that exist only for pivoting.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'category' }],
  columns: [{ field: 'orderedOn-year' }, { field: 'orderedOn-quarter' }],
  values: [{ field: 'total', aggFunc: 'sum' }],
};

export default function YearAndQuarterColumns() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={salesColumns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        showToolbar
        aria-label="Revenue per category by year and quarter"
      />
    </div>
  );
}
