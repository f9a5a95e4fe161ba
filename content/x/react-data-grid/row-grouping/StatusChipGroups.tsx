import Chip, { type ChipProps } from '@mui/material/Chip';
import { DataGridPremium, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid-premium';
import type { Order } from '../demo-data/orders';
import { orderColumns, shopOrders } from './shopOrders';

const COLORS: Record<string, ChipProps['color']> = {
  Pending: 'warning',
  Paid: 'info',
  Shipped: 'primary',
  Delivered: 'success',
  Refunded: 'error',
};

// Used for leaf cells and, when the grid is grouped by status, for the group rows too.
function renderStatus(params: GridRenderCellParams<Order, string>) {
  const { rowNode } = params;
  const inGroupingColumn = rowNode.type === 'group' && rowNode.groupingField === 'status' && params.field !== 'status';
  const status = inGroupingColumn ? String(rowNode.groupingKey) : params.value;
  if (!status) return null;
  return <Chip size="small" variant="outlined" color={COLORS[status] ?? 'default'} label={status} />;
}

const columns: GridColDef<Order>[] = orderColumns.map((column) =>
  column.field === 'status' ? { ...column, width: 130, renderCell: renderStatus } : column,
);

export default function StatusChipGroups() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={shopOrders}
        columns={columns}
        initialState={{ rowGrouping: { model: ['status'] } }}
        groupingColDef={{ width: 200 }}
        aria-label="Orders grouped by status, shown as chips"
      />
    </div>
  );
}
