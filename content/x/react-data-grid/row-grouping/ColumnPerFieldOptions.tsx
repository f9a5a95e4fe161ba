import { DataGridPremium, type GridGroupingColDefOverride } from '@mui/x-data-grid-premium';
import type { Order } from '../demo-data/orders';
import { orderColumns, shopOrders } from './shopOrders';

function groupingColumnFor({ fields }: { fields: string[] }): GridGroupingColDefOverride<Order> {
  if (fields.includes('country')) {
    return { headerName: 'Market', width: 190 };
  }
  return { headerName: 'Fulfilment stage', width: 200, hideDescendantCount: true };
}

export default function ColumnPerFieldOptions() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={shopOrders}
        columns={orderColumns}
        rowGroupingColumnMode="multiple"
        groupingColDef={groupingColumnFor}
        initialState={{ rowGrouping: { model: ['country', 'status'] } }}
        aria-label="Orders by market and fulfilment stage"
      />
    </div>
  );
}
