import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(40, 181);
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: (v: number) => usd.format(v) },
];

// Declared outside the component: the grid calls it for every row and caches the result.
function getDetailPanelContent({ row }: GridRowParams<Order>) {
  return (
    <Box sx={{ p: 2, bgcolor: 'action.hover' }}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 520 }}>
        <Typography component="h3" variant="subtitle1" gutterBottom>
          {row.reference} · {row.customer}
        </Typography>
        <Stack direction="row" spacing={4}>
          <Typography variant="body2">
            {row.quantity} × {row.product}
            <br />
            {usd.format(row.unitPrice)} each
          </Typography>
          <Typography variant="body2">
            Ships to {row.country}
            <br />
            Ordered {row.orderedOn.toLocaleDateString('en-GB', { timeZone: 'UTC' })}
          </Typography>
        </Stack>
      </Paper>
    </Box>
  );
}

export default function OrderSummaryPanel() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        // Measure each panel instead of the default 500 px.
        getDetailPanelHeight={() => 'auto'}
        aria-label="Orders with details"
      />
    </Box>
  );
}
