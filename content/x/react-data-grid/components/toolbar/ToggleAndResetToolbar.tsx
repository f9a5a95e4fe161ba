import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import SpeedRounded from '@mui/icons-material/SpeedRounded';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridFilterModelSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { createFleet, fleetColumns } from './fleet';

const fleet = createFleet(50, 845);

// Two toggle buttons (aria-pressed) and a reset button that is disabled while there is nothing to reset.
function ViewToolbar() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const hidingRetired = filterModel.items.some((item) => item.field === 'status' && item.operator === 'not');
  const byMileage = sortModel[0]?.field === 'mileage';

  return (
    <Toolbar>
      <Tooltip title="Hide retired vans">
        <ToolbarButton
          aria-label="Hide retired vans"
          aria-pressed={hidingRetired}
          color={hidingRetired ? 'primary' : 'default'}
          onClick={() => apiRef.current.setFilterModel({ items: hidingRetired ? [] : [{ id: 1, field: 'status', operator: 'not', value: 'Retired' }] })}
        >
          <VisibilityOffOutlined fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Tooltip title="Highest mileage first">
        <ToolbarButton
          aria-label="Highest mileage first"
          aria-pressed={byMileage}
          color={byMileage ? 'primary' : 'default'}
          onClick={() => apiRef.current.setSortModel(byMileage ? [] : [{ field: 'mileage', sort: 'desc' }])}
        >
          <SpeedRounded fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      {/* describeChild: the span only hosts the tooltip; the button inside carries the name. */}
      <Tooltip title="Reset view" describeChild>
        <span>
          <ToolbarButton
            aria-label="Reset view"
            disabled={!hidingRetired && !byMileage}
            onClick={() => {
              apiRef.current.setFilterModel({ items: [] });
              apiRef.current.setSortModel([]);
            }}
          >
            <RestartAltRounded fontSize="small" />
          </ToolbarButton>
        </span>
      </Tooltip>
    </Toolbar>
  );
}

export default function ToggleAndResetToolbar() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid rows={fleet} columns={fleetColumns} showToolbar slots={{ toolbar: ViewToolbar }} aria-label="Vans with view toggles" />
    </Box>
  );
}
