import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { stallColumns, stallSales } from './stallSales';

const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'market' }, { field: 'month', sort: 'desc' }],
  values: [
    { field: 'crates', aggFunc: 'sum' },
    { field: 'revenue', aggFunc: 'sum' },
  ],
};

export default function MarketMonthCrates() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGridPremium
        rows={stallSales}
        columns={stallColumns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        showToolbar
        aria-label="Crates and revenue per product, by market and month"
      />
    </div>
  );
}
