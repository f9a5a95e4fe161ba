import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createEmployees } from '../demo-data/employees';

const candidates = createEmployees(12, 9).map((person) => ({
  id: person.id,
  name: `${person.firstName} ${person.lastName}`,
  role: person.role,
}));

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Guest', flex: 1 },
  { field: 'role', headerName: 'Role', flex: 1 },
];

export default function FlexGrowingList() {
  const [count, setCount] = React.useState(3);
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={count === candidates.length} onClick={() => setCount((n) => n + 1)}>
          Invite one more
        </Button>
        <Button disabled={count === 0} onClick={() => setCount((n) => n - 1)}>
          Remove last
        </Button>
      </Stack>
      {/* A column flex container with no height: the grid is as tall as its rows. */}
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid rows={candidates.slice(0, count)} columns={columns} hideFooter aria-label="Launch party guests" />
      </div>
    </Stack>
  );
}
