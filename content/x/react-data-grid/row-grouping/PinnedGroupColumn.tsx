import { DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function PinnedGroupColumn() {
  return (
    <div style={{ height: 400, width: '100%', maxWidth: 720 }}>
      <DataGridPremium
        rows={shopOrders}
        columns={orderColumns}
        initialState={{
          rowGrouping: { model: ['category'] },
          pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD], right: ['total'] },
        }}
        aria-label="Orders by category, grouping column pinned"
      />
    </div>
  );
}
