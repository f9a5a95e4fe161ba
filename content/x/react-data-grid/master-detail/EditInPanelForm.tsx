import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, type GridColDef, type GridRowParams, useGridApiContext } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { createEmployees, DEPARTMENTS, type Department, type Employee } from '../demo-data/employees';

function ProfileForm({ row }: { row: Employee }) {
  const apiRef = useGridApiContext();
  const [draft, setDraft] = React.useState(row);
  const changed = JSON.stringify(draft) !== JSON.stringify(row);

  const save = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    apiRef.current.updateRows([draft]);
    apiRef.current.toggleDetailPanel(row.id);
  };

  return (
    <Box component="form" onSubmit={save} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ maxWidth: 720 }}>
        <TextField size="small" label="Email" value={draft.email} onChange={(e) => setDraft({ ...draft, email: e.target.value })} />
        <TextField select size="small" label="Department" value={draft.department} sx={{ minWidth: 150 }}
          onChange={(e) => {
            const department = e.target.value as Department;
            setDraft({ ...draft, department, role: DEPARTMENTS[department][0] });
          }}
        >
          {Object.keys(DEPARTMENTS).map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" type="number" label="Salary ($)" value={draft.salary} onChange={(e) => setDraft({ ...draft, salary: Number(e.target.value) })} />
        <Button type="submit" variant="contained" disabled={!changed}>
          Save
        </Button>
      </Stack>
    </Box>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Employee', flex: 1, minWidth: 160, valueGetter: (_v, row) => `${row.firstName} ${row.lastName}` },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 110 },
];

const getDetailPanelContent = ({ row }: GridRowParams<Employee>) => <ProfileForm row={row} />;
const rows = createEmployees(30, 193);

export default function EditInPanelForm() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} getDetailPanelContent={getDetailPanelContent} getDetailPanelHeight={() => 'auto'} aria-label="Staff; expand a row to edit" />
    </Box>
  );
}
