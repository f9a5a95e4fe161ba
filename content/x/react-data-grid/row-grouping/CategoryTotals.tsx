import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function CategoryTotals() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={shopOrders}
        columns={orderColumns}
        initialState={{
          rowGrouping: { model: ['category'] },
          aggregation: { model: { quantity: 'sum', total: 'sum', orderedOn: 'max' } },
        }}
        aria-label="Orders by category with totals"
      />
    </div>
  );
}
