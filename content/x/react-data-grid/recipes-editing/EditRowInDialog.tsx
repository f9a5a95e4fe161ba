import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { DEPARTMENTS, createEmployees, type Department, type Employee } from '../demo-data/employees';

const initial = createEmployees(20, 435);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 190 },
];

export default function EditRowInDialog() {
  const [rows, setRows] = React.useState(initial);
  const [draft, setDraft] = React.useState<Employee | null>(null);

  const update = (patch: Partial<Employee>) => setDraft((current) => (current ? { ...current, ...patch } : current));
  const save = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft) return;
    setRows((current) => current.map((row) => (row.id === draft.id ? draft : row)));
    setDraft(null);
  };

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        onRowDoubleClick={(params) => setDraft(params.row)}
        onCellKeyDown={(params, event) => {
          if (event.key === 'Enter') setDraft(params.row);
        }}
        aria-label="Staff; double-click or press Enter on a row to edit it"
      />
      <Dialog open={draft !== null} onClose={() => setDraft(null)} slotProps={{ paper: { component: 'form', onSubmit: save } }}>
        <DialogTitle>Edit employee</DialogTitle>
        <DialogContent>
          {draft ? (
            <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 360 } }}>
              <TextField label="First name" value={draft.firstName} onChange={(event) => update({ firstName: event.target.value })} required />
              <TextField label="Last name" value={draft.lastName} onChange={(event) => update({ lastName: event.target.value })} required />
              <TextField
                select
                label="Department"
                value={draft.department}
                onChange={(event) => {
                  const department = event.target.value as Department;
                  update({ department, role: DEPARTMENTS[department][0] });
                }}
              >
                {Object.keys(DEPARTMENTS).map((name) => (
                  <MenuItem key={name} value={name}>
                    {name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select label="Role" value={draft.role} onChange={(event) => update({ role: event.target.value })}>
                {DEPARTMENTS[draft.department].map((role) => (
                  <MenuItem key={role} value={role}>
                    {role}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDraft(null)}>Cancel</Button>
          <Button type="submit" variant="contained">
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
