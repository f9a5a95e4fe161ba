import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(25, 17);

// Deliberately too narrow: double-click the edge of a header to fit the column to its content.
const columns: GridColDef<Employee>[] = [
  { field: 'email', headerName: 'Email', width: 90 },
  { field: 'role', headerName: 'Role', width: 90 },
  { field: 'country', headerName: 'Country', width: 90 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 90 },
];

export default function DoubleClickFit() {
  const [disabled, setDisabled] = React.useState(false);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="Turn off autosizing (disableAutosize)"
      />
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          disableAutosize={disabled}
          autosizeOptions={{ includeHeaders: true }}
          aria-label="Staff with narrow columns"
        />
      </Box>
    </Stack>
  );
}
