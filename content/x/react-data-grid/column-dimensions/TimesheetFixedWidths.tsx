import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const entries = [
  { id: 1, day: 'Mon', project: 'Warehouse move', hours: 7.5, billable: true },
  { id: 2, day: 'Tue', project: 'Autumn catalogue', hours: 6, billable: true },
  { id: 3, day: 'Wed', project: 'Internal training', hours: 3, billable: false },
  { id: 4, day: 'Thu', project: 'Warehouse move', hours: 8, billable: true },
  { id: 5, day: 'Fri', project: 'Supplier audit', hours: 5.5, billable: true },
];

const columns: GridColDef<(typeof entries)[number]>[] = [
  { field: 'day', headerName: 'Day', width: 70 },
  { field: 'project', headerName: 'Project', width: 220 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
  // No width: the default of 100 pixels.
  { field: 'billable', headerName: 'Billable', type: 'boolean' },
];

export default function TimesheetFixedWidths() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={entries} columns={columns} hideFooter aria-label="Timesheet, week 27" />
    </Box>
  );
}
