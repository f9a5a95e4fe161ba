import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(130, 704);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function ControlledPageModel() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const first = paginationModel.page * paginationModel.pageSize + 1;

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" component="p" aria-live="polite" sx={{ mb: 1 }}>
        Page {paginationModel.page + 1}, starting at order {first}. Store this model in the URL to make pages linkable.
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={orders}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 20]}
          aria-label="Orders with a controlled page"
        />
      </Box>
    </Box>
  );
}
