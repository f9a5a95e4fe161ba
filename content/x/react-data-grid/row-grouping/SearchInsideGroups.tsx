import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function SearchInsideGroups() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={shopOrders}
        columns={orderColumns}
        initialState={{
          rowGrouping: { model: ['country'] },
          filter: { filterModel: { items: [], quickFilterValues: ['grinder'] } },
        }}
        defaultGroupingExpansionDepth={-1}
        showToolbar
        aria-label="Orders by country, searched"
      />
    </div>
  );
}
