import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupHeaderParams, type GridColumnGroupingModel } from '@mui/x-data-grid';
import type * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

function headerWith(icon: React.ReactNode) {
  return ({ headerName, groupId }: GridColumnGroupHeaderParams) => (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 500 }}>
      {icon}
      {headerName ?? groupId}
    </Box>
  );
}

const rows = createOrders(40, 105);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 100 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const groups: GridColumnGroupingModel = [
  {
    groupId: 'payment',
    headerName: 'Payment',
    description: 'Amounts in US dollars, before tax',
    renderHeaderGroup: headerWith(<PaymentsOutlined fontSize="small" aria-hidden />),
    children: [{ field: 'quantity' }, { field: 'unitPrice' }, { field: 'total' }],
  },
  {
    groupId: 'delivery',
    headerName: 'Delivery',
    description: 'Where the order goes and how far it got',
    renderHeaderGroup: headerWith(<LocalShippingOutlined fontSize="small" aria-hidden />),
    children: [{ field: 'country' }, { field: 'status' }],
  },
];

export default function GroupHeaderWithIcon() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} columnGroupingModel={groups} aria-label="Orders" />
    </Box>
  );
}
