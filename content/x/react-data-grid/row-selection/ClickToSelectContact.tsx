import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import * as React from 'react';
import { createEmployees, type Employee } from '../demo-data/employees';

const staff = createEmployees(40, 801);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 190 },
];

export default function ClickToSelectContact() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const person = staff.find((row) => selection.ids.has(row.id));

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 380, flex: 1, minWidth: 0 }}>
        <DataGrid
          rows={staff}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          aria-label="Staff; click a row to see the details"
        />
      </Box>
      <Box sx={{ width: { md: 240 }, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }} aria-live="polite">
        {person ? (
          <>
            <Typography variant="subtitle1" component="h3">
              {person.firstName} {person.lastName}
            </Typography>
            <Typography variant="body2">{person.role}, {person.department}</Typography>
            <Typography variant="body2">{person.email}</Typography>
            <Typography variant="body2">{person.country}</Typography>
          </>
        ) : (
          <Typography variant="body2">Select a row.</Typography>
        )}
      </Box>
    </Stack>
  );
}
