import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const latest = createOrders(6, 808);
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: (value: number) => dollars.format(value) },
];

export default function PlainSummaryTable() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 640 }}>
      <CardContent>
        <Typography variant="h6" component="h3" id="latest-orders-title" gutterBottom>
          Latest orders
        </Typography>
        <Box sx={{ height: 300 }}>
          <DataGrid
            rows={latest}
            columns={columns}
            hideFooter
            disableColumnMenu
            disableColumnResize
            disableRowSelectionOnClick
            aria-labelledby="latest-orders-title"
            sx={(theme) => ({
              // Blend into the card: no frame, no header fill, no column separators
              border: 'none',
              '--DataGrid-rowBorderColor': (theme.vars ?? theme).palette.divider,
              [`& .${gridClasses.columnHeader}`]: {
                backgroundColor: 'transparent',
                color: (theme.vars ?? theme).palette.text.secondary,
                fontSize: '0.75rem',
                textTransform: 'uppercase',
              },
              [`& .${gridClasses.columnSeparator}`]: { display: 'none' },
              [`& .${gridClasses.columnHeaders}, & .${gridClasses.filler}`]: { backgroundColor: 'transparent' },
            })}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
