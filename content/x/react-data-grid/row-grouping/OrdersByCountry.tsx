import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function OrdersByCountry() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={shopOrders}
        columns={orderColumns}
        initialState={{ rowGrouping: { model: ['country'] } }}
        aria-label="Orders grouped by country"
      />
    </div>
  );
}
