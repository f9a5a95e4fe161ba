import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const table = createOrders(200, 807);

function fetchPage({ page, pageSize }: GridPaginationModel): Promise<Order[]> {
  return new Promise((resolve) => setTimeout(() => resolve(table.slice(page * pageSize, (page + 1) * pageSize)), 250));
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110, sortable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160, sortable: false },
];

export default function SelectionAcrossServerPages() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<Order[]>(() => table.slice(0, 10)); // first page, shipped with the page
  const [loading, setLoading] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchPage(paginationModel).then((result) => {
      if (current) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" component="p" aria-live="polite" sx={{ mb: 1 }}>
        {selection.ids.size} selected across pages
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationMode="server"
          rowCount={table.length}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10]}
          loading={loading}
          checkboxSelection
          // Rows of other pages are not in `rows`, but stay in the selection.
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          disableColumnFilter
          aria-label="Orders selected across server pages"
        />
      </Box>
    </Box>
  );
}
