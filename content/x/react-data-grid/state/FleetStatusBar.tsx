import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredTopLevelRowCountSelector,
  gridPageSelector,
  gridPageCountSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { fleet, fleetColumns } from './fleet';

// Each useGridSelector call re-renders this footer only when its own value changes.
function FleetFooter() {
  const apiRef = useGridApiContext();
  const matching = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const sortedBy = sortModel.map((item) => `${item.field} ${item.sort === 'asc' ? '↑' : '↓'}`).join(', ') || 'none';

  return (
    <GridFooterContainer>
      <Stack direction="row" spacing={2} sx={{ px: 2 }} role="status">
        <Typography variant="body2">
          {matching} of {fleet.length} vehicles
        </Typography>
        <Typography variant="body2">
          Page {page + 1} of {Math.max(pageCount, 1)}
        </Typography>
        <Typography variant="body2">Sorted by: {sortedBy}</Typography>
      </Stack>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function FleetStatusBar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={fleet}
        columns={fleetColumns}
        slots={{ footer: FleetFooter }}
        showToolbar
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        aria-label="Fleet with a status footer"
      />
    </Box>
  );
}
