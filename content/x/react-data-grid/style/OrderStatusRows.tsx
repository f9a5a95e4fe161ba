import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { DataGrid, type GridRowClassNameParams } from '@mui/x-data-grid';
import type { Order } from '../demo-data/orders';
import { orderColumns, shopOrders } from './orderColumns';

// One class per status that needs attention; other rows keep the default look.
function rowClassForStatus({ row }: GridRowClassNameParams<Order>): string {
  if (row.status === 'Refunded') {
    return 'order-refunded';
  }
  if (row.status === 'Pending') {
    return 'order-pending';
  }
  return '';
}

// A see-through warning colour that works with and without CSS variables.
function tint(theme: Theme, opacity: number): string {
  return theme.vars
    ? `rgba(${theme.vars.palette.warning.mainChannel} / ${opacity})`
    : alpha(theme.palette.warning.main, opacity);
}

export default function OrderStatusRows() {
  return (
    <Box
      sx={(theme) => ({
        height: 400,
        width: '100%',
        '& .order-refunded': {
          color: (theme.vars ?? theme).palette.text.secondary,
          textDecoration: 'line-through',
        },
        '& .order-pending': {
          backgroundColor: tint(theme, 0.14),
          boxShadow: `inset 4px 0 0 ${(theme.vars ?? theme).palette.warning.main}`,
          '&:hover': { backgroundColor: tint(theme, 0.24) },
        },
      })}
    >
      <DataGrid
        rows={shopOrders}
        columns={orderColumns}
        getRowClassName={rowClassForStatus}
        aria-label="Orders with pending ones highlighted and refunded ones struck through"
      />
    </Box>
  );
}
