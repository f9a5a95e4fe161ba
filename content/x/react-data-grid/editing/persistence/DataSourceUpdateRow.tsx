import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridUpdateRowParams,
} from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, ORDER_STATUSES, type Order } from '../../demo-data/orders';

// The "database" of this demo: it lives outside React, as a server's would.
const table = createOrders(120, 413);

function wait<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 250));
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 120, sortable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170, sortable: false, editable: true },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...ORDER_STATUSES], width: 130, sortable: false, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90, sortable: false },
];

export default function DataSourceUpdateRow() {
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      // Pages of rows, as `GET /orders?page=…&pageSize=…` would return them.
      getRows: async ({ paginationModel }: GridGetRowsParams) => {
        const { page = 0, pageSize = 10 } = paginationModel ?? {};
        return wait({ rows: table.slice(page * pageSize, (page + 1) * pageSize), rowCount: table.length });
      },
      // `PATCH /orders/:id`: resolve with the row as stored, and the grid shows it.
      updateRow: async ({ rowId, updatedRow }: GridUpdateRowParams) => {
        const index = table.findIndex((row) => row.id === rowId);
        table[index] = { ...table[index], ...updatedRow, customer: String(updatedRow.customer).trim() };
        return wait(table[index]);
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        disableColumnFilter
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        pageSizeOptions={[10, 20]}
        aria-label="Orders loaded and saved through a data source"
      />
    </Box>
  );
}
