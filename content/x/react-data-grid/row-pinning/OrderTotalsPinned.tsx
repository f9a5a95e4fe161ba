import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { createOrders } from '../demo-data/orders';

interface Line {
  id: number;
  reference: string;
  product?: string;
  quantity: number;
  total: number;
}

const rows: Line[] = createOrders(60, 201);
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Line>[] = [
  { field: 'reference', headerName: 'Order', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 130, valueFormatter: (value: number) => usd.format(value) },
];

// Pinned rows are not part of `rows`: they never sort, filter or scroll away.
const pinnedRows: GridPinnedRowsProp<Line> = {
  bottom: [
    {
      id: 0,
      reference: 'All orders',
      quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
      total: Math.round(rows.reduce((sum, row) => sum + row.total, 0) * 100) / 100,
    },
  ],
};

export default function OrderTotalsPinned() {
  return (
    <Box sx={{ height: 420, width: '100%', '& .sum-row': { fontWeight: 700 } }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        getRowClassName={({ id }) => (id === 0 ? 'sum-row' : '')}
        aria-label="Orders with a totals row"
      />
    </Box>
  );
}
