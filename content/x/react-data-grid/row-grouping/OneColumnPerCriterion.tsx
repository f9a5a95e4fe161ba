import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function OneColumnPerCriterion() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={shopOrders}
        columns={orderColumns}
        rowGroupingColumnMode="multiple"
        initialState={{ rowGrouping: { model: ['country', 'status'] } }}
        defaultGroupingExpansionDepth={1}
        aria-label="Orders grouped by country and status, one column each"
      />
    </div>
  );
}
