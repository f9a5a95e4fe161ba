import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(240, 813);

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade', type: 'number', width: 90 },
  { field: 'commodity', headerName: 'Commodity', flex: 1, minWidth: 140 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function PaginationSettings() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={trades}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 20, 40]}
        slotProps={{
          // The default pagination renders the basePagination slot (Material's TablePagination):
          // `material` passes props to it.
          basePagination: {
            material: { showFirstButton: true, showLastButton: true, labelRowsPerPage: 'Trades per page' },
          },
        }}
        aria-label="Trades with first and last page buttons"
      />
    </Box>
  );
}
