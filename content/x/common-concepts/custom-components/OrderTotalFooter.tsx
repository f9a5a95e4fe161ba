import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

type Order = { id: string; customer: string; items: number; total: number };

const orders: Order[] = [
  { id: 'SO-2291', customer: 'Marlow Coffee', items: 12, total: 486.0 },
  { id: 'SO-2292', customer: 'Fjord Outfitters', items: 3, total: 129.5 },
  { id: 'SO-2293', customer: 'Marlow Coffee', items: 7, total: 251.25 },
  { id: 'SO-2294', customer: 'Pinecrest School', items: 40, total: 1320.0 },
  { id: 'SO-2295', customer: 'Atelier Nomade', items: 2, total: 88.9 },
  { id: 'SO-2296', customer: 'Fjord Outfitters', items: 9, total: 412.75 },
];

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120, valueFormatter: (value: number) => dollars.format(value) },
];

function TotalFooter() {
  const apiRef = useGridApiContext();
  const visible = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const sum = visible.reduce((acc, entry) => acc + (entry.model as Order).total, 0);

  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ pl: 2 }} aria-live="polite">
        {visible.length} orders, {dollars.format(sum)} in total
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function OrderTotalFooter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        slots={{ footer: TotalFooter }}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        aria-label="Sales orders"
      />
    </Box>
  );
}
