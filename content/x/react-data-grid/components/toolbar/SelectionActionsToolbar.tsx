import * as React from 'react';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridRowId,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { createFleet, fleetColumns, type Vehicle } from './fleet';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onArchiveVans?: (ids: GridRowId[]) => void;
  }
}

// The toolbar changes with the selection: a count and an action appear once rows are selected.
function ArchiveToolbar({ onArchiveVans }: GridSlotProps['toolbar']) {
  const apiRef = useGridApiContext();
  const selected = useGridSelector(apiRef, gridRowSelectionIdsSelector);
  const count = selected.size;
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <Typography variant="body2" sx={{ flex: 1, mx: 1 }} aria-live="polite">
        {count === 0 ? 'Select vans to archive them' : `${count} van${count === 1 ? '' : 's'} selected`}
      </Typography>
      {/* describeChild: the span only hosts the tooltip; the button inside carries the name. */}
      <Tooltip title="Archive selected vans" describeChild>
        <span>
          <ToolbarButton aria-label="Archive selected vans" disabled={count === 0} onClick={() => onArchiveVans?.([...selected.keys()])}>
            <ArchiveOutlined fontSize="small" />
          </ToolbarButton>
        </span>
      </Tooltip>
    </Toolbar>
  );
}

export default function SelectionActionsToolbar() {
  const [vans, setVans] = React.useState<Vehicle[]>(() => createFleet(30, 842));
  const archive = (ids: GridRowId[]) => setVans((current) => current.filter((van) => !ids.includes(van.id)));
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={vans}
        columns={fleetColumns}
        checkboxSelection
        showToolbar
        slots={{ toolbar: ArchiveToolbar }}
        slotProps={{ toolbar: { onArchiveVans: archive } }}
        aria-label="Vans to archive"
      />
    </Box>
  );
}
