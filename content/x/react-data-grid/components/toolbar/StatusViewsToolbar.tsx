import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  Toolbar,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { VEHICLE_STATUSES, createFleet, fleetColumns } from './fleet';

const fleet = createFleet(50, 844);

// Saved views as a segmented control: each option writes a filter model; the control reads it back.
function StatusViews() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const statusItem = filterModel.items.find((item) => item.field === 'status' && item.operator === 'is');
  const current = filterModel.items.length === 0 ? 'all' : (statusItem?.value ?? null);

  const choose = (value: string | null) => {
    if (value === null) return;
    apiRef.current.setFilterModel({ items: value === 'all' ? [] : [{ id: 1, field: 'status', operator: 'is', value }] });
  };

  return (
    <Toolbar style={{ justifyContent: 'flex-start', overflowX: 'auto' }}>
      <ToggleButtonGroup size="small" exclusive value={current} onChange={(_event, value) => choose(value)} aria-label="Van status">
        <ToggleButton value="all">All vans</ToggleButton>
        {VEHICLE_STATUSES.map((status) => (
          <ToggleButton key={status} value={status}>
            {status}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Toolbar>
  );
}

export default function StatusViewsToolbar() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid rows={fleet} columns={fleetColumns} showToolbar slots={{ toolbar: StatusViews }} aria-label="Vans by status" />
    </Box>
  );
}
