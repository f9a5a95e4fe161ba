import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  useGridApiContext,
  useGridEvent,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const staff = createEmployees(30, 91);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'country', headerName: 'Country', width: 140 },
];

// A toolbar that listens to the grid it is rendered in.
function ResizeReadout() {
  const apiRef = useGridApiContext();
  const [message, setMessage] = React.useState('Drag a column border to resize a column.');

  const handleWidthChange = React.useCallback<GridEventListener<'columnWidthChange'>>((params) => {
    setMessage(`${params.colDef.headerName} is now ${Math.round(params.width)} px wide.`);
  }, []);
  // Subscribed while the toolbar is mounted, removed when it unmounts.
  useGridEvent(apiRef, 'columnWidthChange', handleWidthChange);

  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
    </Toolbar>
  );
}

export default function ResizeReadoutToolbar() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        showToolbar
        slots={{ toolbar: ResizeReadout }}
        aria-label="Staff with a toolbar reporting column widths"
      />
    </Box>
  );
}
