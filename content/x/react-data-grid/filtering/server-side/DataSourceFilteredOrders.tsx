import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../../demo-data/orders';

const table = createOrders(500, 632);

// Stands in for a server: applies `>` and `<` filters on numbers, sorts, then returns one page.
function queryOrders({ filterModel, sortModel, paginationModel }: GridGetRowsParams) {
  let rows = table.filter((order) =>
    filterModel.items.every((item) => {
      if (item.value === undefined || item.value === '') return true;
      const cell = Number(order[item.field as keyof Order]);
      return item.operator === '>' ? cell > Number(item.value) : cell < Number(item.value);
    }),
  );
  const [sort] = sortModel;
  if (sort?.sort) {
    const key = sort.field as keyof Order;
    const sign = sort.sort === 'asc' ? 1 : -1;
    rows = [...rows].sort((a, b) => (a[key] > b[key] ? sign : a[key] < b[key] ? -sign : 0));
  }
  const { page = 0, pageSize = 10 } = paginationModel ?? {};
  const result = { rows: rows.slice(page * pageSize, (page + 1) * pageSize), rowCount: rows.length };
  return new Promise<typeof result>((resolve) => setTimeout(() => resolve(result), 300));
}

const greaterOrLess = getGridNumericOperators().filter((operator) => operator.value === '>' || operator.value === '<');

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110, filterable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160, filterable: false },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 100, filterOperators: greaterOrLess },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 130, filterOperators: greaterOrLess },
];

export default function DataSourceFilteredOrders() {
  // The data source describes how to fetch; the grid calls it with its current models.
  const dataSource = React.useMemo<GridDataSource>(() => ({ getRows: queryOrders }), []);

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        pagination
        pageSizeOptions={[10, 25]}
        initialState={{
          pagination: { paginationModel: { page: 0, pageSize: 10 } },
          filter: { filterModel: { items: [{ field: 'total', operator: '>', value: 200 }] } },
        }}
        showToolbar
        aria-label="Orders loaded through a data source"
      />
    </Box>
  );
}
