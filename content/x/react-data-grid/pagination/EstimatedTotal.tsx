import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationMeta,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const table = createOrders(412, 708);

// The search index answers with a page and a rough count ("about 400 results").
function search(page: number, pageSize: number) {
  const rows = table.slice(page * pageSize, (page + 1) * pageSize);
  const result = { rows, estimate: 400, hasMore: (page + 1) * pageSize < table.length };
  return new Promise<typeof result>((resolve) => setTimeout(() => resolve(result), 300));
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110, sortable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160, sortable: false },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170, sortable: false },
];

export default function EstimatedTotal() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [rows, setRows] = React.useState<Order[]>(() => table.slice(0, 50)); // first page, shipped with the page
  const [estimate, setEstimate] = React.useState<number>(400);
  const [meta, setMeta] = React.useState<GridPaginationMeta>({ hasNextPage: true });
  const [loading, setLoading] = React.useState(true);
  const [rowCount, setRowCount] = React.useState(-1);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    search(paginationModel.page, paginationModel.pageSize).then((result) => {
      if (!current) return;
      setRows(result.rows);
      setEstimate(result.estimate);
      setMeta({ hasNextPage: result.hasMore });
      if (!result.hasMore) {
        // The last page reveals the real count, which replaces the estimate.
        setRowCount(paginationModel.page * paginationModel.pageSize + result.rows.length);
      }
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
        rowCount={rowCount}
        // Shown as "of around 400" while `rowCount` is -1.
        estimatedRowCount={estimate}
        paginationMeta={meta}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[50]}
        loading={loading}
        disableColumnFilter
        aria-label="Search results with an estimated count"
      />
    </Box>
  );
}
