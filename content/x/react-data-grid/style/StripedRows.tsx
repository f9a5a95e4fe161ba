import Box from '@mui/material/Box';
import { DataGrid, gridClasses } from '@mui/x-data-grid';
import { orderColumns, shopOrders } from './orderColumns';

export default function StripedRows() {
  return (
    <Box
      sx={(theme) => ({
        height: 400,
        width: '100%',
        [`& .${gridClasses.row}.row-even`]: {
          backgroundColor: (theme.vars ?? theme).palette.action.hover,
        },
        // Keep the hover and selection colours readable on striped rows.
        [`& .${gridClasses.row}.row-even:hover`]: {
          backgroundColor: (theme.vars ?? theme).palette.action.selected,
        },
      })}
    >
      <DataGrid
        rows={shopOrders}
        columns={orderColumns}
        density="compact"
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[10, 25, 50]}
        // Counting from the top of the page keeps the pattern stable when paging.
        getRowClassName={(params) => (params.indexRelativeToCurrentPage % 2 === 0 ? 'row-even' : 'row-odd')}
        aria-label="Orders with striped rows"
      />
    </Box>
  );
}
