import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const staff = createEmployees(90, 709);

// Numbered buttons instead of the rows-per-page select and arrows.
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  return (
    <Pagination
      color="primary"
      count={pageCount}
      page={page + 1}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
      sx={{ py: 1 }}
    />
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 190 },
];

export default function NumberedPageButtons() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        slots={{ pagination: NumberedPagination }}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        aria-label="Staff with numbered pages"
      />
    </Box>
  );
}
