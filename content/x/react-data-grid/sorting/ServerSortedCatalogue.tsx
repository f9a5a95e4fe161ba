import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const table = createOrders(200, 510);

// Stands in for `GET /orders?sort=field:direction`: the server sorts, the grid only shows.
function fetchOrders(sortModel: GridSortModel): Promise<Order[]> {
  const [item] = sortModel;
  const sorted = [...table];
  if (item?.sort) {
    const key = item.field as keyof Order;
    const sign = item.sort === 'asc' ? 1 : -1;
    sorted.sort((a, b) => (a[key] > b[key] ? sign : a[key] < b[key] ? -sign : 0));
  }
  return new Promise((resolve) => setTimeout(() => resolve(sorted.slice(0, 25)), 400));
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
  { field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 130 },
];

export default function ServerSortedCatalogue() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'total', sort: 'desc' }]);
  const [rows, setRows] = React.useState<Order[]>(() => [...table].sort((a, b) => b.total - a.total).slice(0, 25)); // first answer, shipped with the page
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchOrders(sortModel).then((result) => {
      // Ignore answers to requests that a newer sort has replaced.
      if (!current) return;
      setRows(result);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [sortModel]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        loading={loading}
        hideFooter
        aria-label="Top 25 of 200 orders, sorted by the server"
      />
    </Box>
  );
}
