import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function GroupingColumnOptions() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={shopOrders}
        columns={orderColumns}
        initialState={{ rowGrouping: { model: ['category'] } }}
        groupingColDef={{
          headerName: 'Shelf',
          description: 'Product category of the order line',
          minWidth: 220,
          headerAlign: 'left',
        }}
        aria-label="Orders grouped by shelf"
      />
    </div>
  );
}
