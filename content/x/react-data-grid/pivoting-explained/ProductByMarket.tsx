import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { stallColumns, stallSales } from './stallSales';

const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'market' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

export default function ProductByMarket() {
  return (
    <div style={{ height: 260, width: '100%' }}>
      <DataGridPremium
        rows={stallSales}
        columns={stallColumns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        showToolbar
        aria-label="Revenue per product and market"
      />
    </div>
  );
}
