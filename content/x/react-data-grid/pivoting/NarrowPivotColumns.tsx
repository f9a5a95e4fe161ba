import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { sales, salesColumns } from './salesData';

const pivotModel: GridPivotModel = {
  rows: [{ field: 'category' }],
  columns: [{ field: 'country' }],
  values: [{ field: 'quantity', aggFunc: 'sum' }],
};

// Thirteen countries: keep their columns compact and say what each number is.
const pivotingColDef = (field: string, columnGroupPath: string[]) => ({
  headerAlign: 'right' as const,
  width: 105,
  description: `Units sold in ${columnGroupPath.join(' / ') || 'total'} (${field})`,
});

export default function NarrowPivotColumns() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={salesColumns}
        pivotingColDef={pivotingColDef}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        showToolbar
        aria-label="Units per category and country"
      />
    </div>
  );
}
