import ViewWeekOutlined from '@mui/icons-material/ViewWeekOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ColumnsPanelTrigger, DataGrid, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { createTimesheet, timesheetColumns } from '../export/timesheet';

const entries = createTimesheet(40, 871);

// An icon button in the toolbar's keyboard navigation; its colour and tooltip follow the panel's state.
function CompactToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600, mx: 0.5 }}>
        Hours logged
      </Typography>
      <ColumnsPanelTrigger
        render={(triggerProps, state) => (
          <Tooltip title={state.open ? 'Close the columns panel' : 'Choose columns'}>
            <ToolbarButton {...triggerProps} aria-label="Choose columns" color={state.open ? 'primary' : 'default'}>
              <ViewWeekOutlined fontSize="small" />
            </ToolbarButton>
          </Tooltip>
        )}
      />
    </Toolbar>
  );
}

export default function ColumnsIconTrigger() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={entries} columns={timesheetColumns} showToolbar slots={{ toolbar: CompactToolbar }} aria-label="Hours logged" />
    </Box>
  );
}
