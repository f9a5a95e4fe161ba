import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function CategoryThenProduct() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={shopOrders}
        columns={orderColumns}
        initialState={{ rowGrouping: { model: ['category', 'product'] } }}
        defaultGroupingExpansionDepth={1}
        aria-label="Orders grouped by category, then product"
      />
    </div>
  );
}
