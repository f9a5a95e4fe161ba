import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(30, 2);

const columns: GridColDef<Employee>[] = [
  { field: 'email', headerName: 'Email', flex: 2, minWidth: 230 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 120, maxWidth: 180 },
];

export default function FlexMinWidthNarrow() {
  const [narrow, setNarrow] = React.useState(false);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={narrow} onChange={(event) => setNarrow(event.target.checked)} />}
        label="Narrow container (360 px)"
      />
      <Box sx={{ height: 320, width: narrow ? 360 : '100%', maxWidth: '100%', transition: 'width 200ms' }}>
        <DataGrid rows={rows} columns={columns} aria-label="Staff emails" />
      </Box>
    </Stack>
  );
}
