import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  gridColumnDefinitionsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { createTimesheet, timesheetColumns } from '../export/timesheet';

const entries = createTimesheet(40, 870);

// A text button that says how many columns are shown, and looks pressed while the panel is open.
function ColumnsToolbar() {
  const apiRef = useGridApiContext();
  const shown = useGridSelector(apiRef, gridVisibleColumnDefinitionsSelector).length;
  const total = useGridSelector(apiRef, gridColumnDefinitionsSelector).length;
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <ColumnsPanelTrigger
        render={(triggerProps, state) => (
          <Button {...triggerProps} size="small" variant={state.open ? 'contained' : 'outlined'} startIcon={<ViewColumnOutlined />}>
            Columns: {shown} of {total}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function ColumnsCountButton() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={entries}
        columns={timesheetColumns}
        showToolbar
        slots={{ toolbar: ColumnsToolbar }}
        initialState={{ columns: { columnVisibilityModel: { billable: false } } }}
        aria-label="Timesheet with a columns button"
      />
    </Box>
  );
}
