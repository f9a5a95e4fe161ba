import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function MainCriterionSortFilter() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={shopOrders}
        columns={orderColumns}
        initialState={{
          rowGrouping: { model: ['category', 'status'] },
          filter: { filterModel: { items: [{ field: 'status', operator: 'isAnyOf', value: ['Pending', 'Paid'] }] } },
        }}
        // Without mainGroupingCriteria, sorting the grouping column would sort the order references (the leafField).
        groupingColDef={{ headerName: 'Category / status / order', leafField: 'reference', mainGroupingCriteria: 'status', width: 260 }}
        defaultGroupingExpansionDepth={1}
        showToolbar
        aria-label="Orders by category and status, filtered to open orders"
      />
    </div>
  );
}
