import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { stallColumns, stallSales } from './stallSales';

const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [],
  values: [],
};

export default function ProductsAsRows() {
  return (
    <div style={{ height: 260, width: '100%' }}>
      <DataGridPremium
        rows={stallSales}
        columns={stallColumns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        showToolbar
        aria-label="One row per product"
      />
    </div>
  );
}
