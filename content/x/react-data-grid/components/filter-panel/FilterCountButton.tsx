import FilterListRounded from '@mui/icons-material/FilterListRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, FilterPanelTrigger, Toolbar } from '@mui/x-data-grid';
import { createFleet, fleetColumns } from '../toolbar/fleet';

const fleet = createFleet(50, 880);

// The trigger's state gives the number of active filters: shown in a badge and in the button's name.
function FiltersToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <FilterPanelTrigger
        render={(triggerProps, state) => (
          <Button
            {...triggerProps}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
            aria-label={state.filterCount > 0 ? `Filters, ${state.filterCount} active` : 'Filters'}
            startIcon={
              <Badge badgeContent={state.filterCount} color="secondary">
                <FilterListRounded />
              </Badge>
            }
          >
            Filters
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function FilterCountButton() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={fleet}
        columns={fleetColumns}
        showToolbar
        slots={{ toolbar: FiltersToolbar }}
        initialState={{ filter: { filterModel: { items: [{ field: 'depot', operator: 'equals', value: 'Leeds' }] } } }}
        aria-label="Vans with a filter button"
      />
    </Box>
  );
}
