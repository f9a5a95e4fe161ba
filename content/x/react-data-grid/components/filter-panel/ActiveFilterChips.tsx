import FilterListRounded from '@mui/icons-material/FilterListRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  gridFilterActiveItemsSelector,
  useGridApiContext,
  useGridSelector,
  type GridFilterItem,
} from '@mui/x-data-grid';
import { createFleet, fleetColumns } from '../toolbar/fleet';

const fleet = createFleet(60, 881);

function describe(item: GridFilterItem) {
  const column = fleetColumns.find((col) => col.field === item.field)?.headerName ?? item.field;
  return `${column} ${item.operator} ${String(item.value)}`;
}

// The filter button, then one chip per filter that applies; deleting a chip removes its filter.
function FilterSummaryToolbar() {
  const apiRef = useGridApiContext();
  // Only the items that filter: an item still missing its value is left out.
  const applied = useGridSelector(apiRef, gridFilterActiveItemsSelector);
  return (
    <Toolbar style={{ justifyContent: 'flex-start', gap: 8 }}>
      <FilterPanelTrigger
        render={(triggerProps) => (
          <Tooltip title="Add or edit filters">
            <ToolbarButton {...triggerProps} aria-label="Add or edit filters">
              <FilterListRounded fontSize="small" />
            </ToolbarButton>
          </Tooltip>
        )}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} component="ul" aria-label="Active filters" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {applied.map((item) => (
          <li key={item.id ?? item.field}>
            <Chip size="small" label={describe(item)} onDelete={() => apiRef.current.deleteFilterItem(item)} />
          </li>
        ))}
      </Stack>
    </Toolbar>
  );
}

export default function ActiveFilterChips() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={fleet}
        columns={fleetColumns}
        showToolbar
        slots={{ toolbar: FilterSummaryToolbar }}
        initialState={{ filter: { filterModel: { items: [{ id: 1, field: 'status', operator: 'is', value: 'On route' }] } } }}
        aria-label="Vans with a filter summary"
      />
    </Box>
  );
}
