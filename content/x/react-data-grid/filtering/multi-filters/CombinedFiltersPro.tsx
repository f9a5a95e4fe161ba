import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator, type GridColDef } from '@mui/x-data-grid-pro';
import { ORDER_STATUSES, createOrders, type Order } from '../../demo-data/orders';

const orders = createOrders(200, 641);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...ORDER_STATUSES], width: 120 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
  { field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 130 },
];

export default function CombinedFiltersPro() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              // Equipment orders above 100 USD that have not been delivered yet.
              items: [
                { id: 1, field: 'category', operator: 'equals', value: 'Equipment' },
                { id: 2, field: 'total', operator: '>', value: 100 },
                { id: 3, field: 'status', operator: 'isAnyOf', value: ['Paid', 'Shipped'] },
              ],
              logicOperator: GridLogicOperator.And,
            },
          },
        }}
        aria-label="Orders matching three filters"
      />
    </Box>
  );
}
