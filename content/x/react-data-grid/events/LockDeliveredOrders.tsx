import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import { createOrders, ORDER_STATUSES, type Order } from '../demo-data/orders';

const initialOrders = createOrders(25, 377);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 130,
    editable: true,
  },
];

// Keys that would start editing a cell. Arrows, Tab, Space and shortcuts stay untouched.
function startsEditing(event: React.KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) {
    return false;
  }
  return event.key === 'Enter' || event.key === 'Delete' || event.key === 'Backspace' || (event.key.length === 1 && event.key !== ' ');
}

export default function LockDeliveredOrders() {
  const [notice, setNotice] = React.useState('');

  const refuse = (reference: string) => setNotice(`${reference} is delivered and can no longer be changed.`);

  // These props run before the grid's own handlers; setting defaultMuiPrevented
  // tells the grid to skip its default behaviour (here: entering edit mode).
  const handleDoubleClick: GridEventListener<'cellDoubleClick'> = (params, event) => {
    if (params.row.status === 'Delivered' && params.isEditable) {
      event.defaultMuiPrevented = true;
      refuse(params.row.reference);
    }
  };
  const handleKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    if (params.row.status === 'Delivered' && params.isEditable && params.cellMode === 'view' && startsEditing(event)) {
      event.defaultMuiPrevented = true;
      refuse(params.row.reference);
    }
  };

  return (
    <Box>
      <Alert severity={notice ? 'warning' : 'info'} sx={{ mb: 1 }} role="status">
        {notice || 'Double-click or press Enter on a cell to edit it. Delivered orders are locked.'}
      </Alert>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={initialOrders}
          columns={columns}
          onCellDoubleClick={handleDoubleClick}
          onCellKeyDown={handleKeyDown}
          aria-label="Editable orders, delivered ones locked"
        />
      </Box>
    </Box>
  );
}
