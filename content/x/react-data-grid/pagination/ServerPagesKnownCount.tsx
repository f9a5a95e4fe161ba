import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const TOTAL = 1000;
const table = createOrders(TOTAL, 706);

// Stands in for `GET /orders?page=…&size=…`, which answers one page and the total count.
function fetchPage({ page, pageSize }: GridPaginationModel): Promise<{ rows: Order[]; total: number }> {
  return new Promise((resolve) =>
    setTimeout(() => resolve({ rows: table.slice(page * pageSize, (page + 1) * pageSize), total: TOTAL }), 300),
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110, sortable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160, sortable: false },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120, sortable: false },
];

export default function ServerPagesKnownCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [rows, setRows] = React.useState<Order[]>(() => table.slice(0, 25)); // first page, shipped with the page
  const [rowCount, setRowCount] = React.useState<number>(TOTAL);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchPage(paginationModel).then((result) => {
      if (!current) return;
      setRows(result.rows);
      setRowCount(result.total);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        // Keep the last known count while a page loads, so the footer does not jump.
        rowCount={rowCount ?? 0}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[25, 50]}
        loading={loading}
        disableColumnFilter
        aria-label="Orders paged by the server"
      />
    </Box>
  );
}
