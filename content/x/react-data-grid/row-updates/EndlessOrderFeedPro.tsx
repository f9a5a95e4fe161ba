import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridDataSource, type GridSortModel } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const BATCH = 40;
const archive = createOrders(400, 157);

/** Sorts like the server would, on the first sort item only. */
function sortOrders(orders: Order[], sortModel: GridSortModel): Order[] {
  const [item] = sortModel;
  if (!item?.sort) return orders;
  const field = item.field as keyof Order;
  const direction = item.sort === 'asc' ? 1 : -1;
  return [...orders].sort((a, b) => (a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0));
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function EndlessOrderFeedPro() {
  const [loaded, setLoaded] = React.useState(0);

  // Stands in for `GET /orders?sort=…&from=…&to=…`. No row count is returned until the last
  // batch, so the grid asks for the next batch each time the reader reaches the end.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({ start, end, sortModel }) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        const sorted = sortOrders(archive, sortModel);
        const from = Number(start);
        const rows = sorted.slice(from, end + 1);
        const last = from + rows.length >= sorted.length;
        setLoaded((count) => (from === 0 ? rows.length : Math.max(count, from + rows.length)));
        return { rows, rowCount: last ? sorted.length : undefined };
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        lazyLoading
        disableColumnFilter
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: BATCH } } }}
        hideFooterPagination
        aria-label={`Order archive, ${loaded} of ${archive.length} orders loaded`}
      />
    </Box>
  );
}
