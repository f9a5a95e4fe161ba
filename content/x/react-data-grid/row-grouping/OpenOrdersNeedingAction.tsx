import { DataGridPremium, type GridGroupNode } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

const NEEDS_ACTION = new Set(['Pending', 'Refunded']);

const isExpanded = (node: GridGroupNode) => node.groupingField === 'status' && NEEDS_ACTION.has(String(node.groupingKey));

export default function OpenOrdersNeedingAction() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={shopOrders}
        columns={orderColumns}
        initialState={{ rowGrouping: { model: ['status'] } }}
        isGroupExpandedByDefault={isExpanded}
        aria-label="Orders by status, pending and refunded open"
      />
    </div>
  );
}
