import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const NOTES = [
  'Leave at the door.',
  'Gift wrap, please, and no invoice in the parcel: it is a birthday present for my father, who has just started roasting at home.',
  'Deliver to the side entrance on weekdays between 9 and 5; reception is closed at lunch.',
  '',
  'Second order this month. The first one arrived with a cracked mug; please pack the ceramics separately this time.',
];

const columns: GridColDef<Order & { note: string }>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'note', headerName: 'Delivery note', flex: 1, minWidth: 260 },
];

export default function LongNotesEstimated() {
  // 2,000 rows built in the browser; only the rows in view are measured.
  const rows = React.useMemo(() => createOrders(2000, 165).map((order, index) => ({ ...order, note: NOTES[index % NOTES.length] })), []);
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        // A guess for rows not yet measured, so the scrollbar starts close to its final size.
        getEstimatedRowHeight={() => 64}
        aria-label="Orders with delivery notes"
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
      />
    </Box>
  );
}
