import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(120, 710);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function PagingFromApiRef() {
  const apiRef = useGridApiRef();
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPage(0)}>
          First page
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPage(5)}>
          Page 6
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setPageSize(25)}>
          25 per page
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setPaginationModel({ page: 0, pageSize: 10 })}>
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={orders}
          columns={columns}
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          aria-label="Orders paged from buttons"
        />
      </Box>
    </Box>
  );
}
