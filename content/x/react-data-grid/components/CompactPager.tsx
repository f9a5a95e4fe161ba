import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridPageCountSelector,
  gridPaginationModelSelector,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const staff = createEmployees(64, 814);

// Replaces the pagination slot: "Rows 9–16 of 64" and two arrows.
function CompactPagination() {
  const apiRef = useGridApiContext();
  const { page, pageSize } = useGridSelector(apiRef, gridPaginationModelSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const rowCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const first = rowCount === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(rowCount, (page + 1) * pageSize);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1 }}>
      <Typography variant="body2" aria-live="polite">
        Rows {first}–{last} of {rowCount}
      </Typography>
      <IconButton size="small" aria-label="Previous page" disabled={page === 0} onClick={() => apiRef.current.setPage(page - 1)}>
        <ChevronLeftRounded />
      </IconButton>
      <IconButton size="small" aria-label="Next page" disabled={page >= pageCount - 1} onClick={() => apiRef.current.setPage(page + 1)}>
        <ChevronRightRounded />
      </IconButton>
    </Box>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 130 },
];

export default function CompactPager() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        slots={{ pagination: CompactPagination }}
        initialState={{ pagination: { paginationModel: { pageSize: 8 } } }}
        pageSizeOptions={[8]}
        aria-label="Staff, eight to a page"
      />
    </Box>
  );
}
