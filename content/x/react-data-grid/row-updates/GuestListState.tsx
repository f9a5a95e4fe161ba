import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import * as React from 'react';
import { createEmployees } from '../demo-data/employees';

interface Guest {
  id: number;
  name: string;
  team: string;
}

// A pool of people to invite, created once: the same seed gives the same names every time.
const pool: Guest[] = createEmployees(40, 151).map((person) => ({
  id: person.id,
  name: `${person.firstName} ${person.lastName}`,
  team: person.department,
}));

const columns: GridColDef<Guest>[] = [
  { field: 'name', headerName: 'Guest', flex: 1 },
  { field: 'team', headerName: 'Team', width: 140 },
];

export default function GuestListState() {
  const [guests, setGuests] = React.useState(() => pool.slice(0, 4));
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  const invite = () =>
    setGuests((current) => {
      const next = pool.find((person) => !current.includes(person));
      return next ? [...current, next] : current;
    });
  const remove = () => {
    setGuests((current) => current.filter((guest) => !selection.ids.has(guest.id)));
    setSelection({ type: 'include', ids: new Set() });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={invite} disabled={guests.length === pool.length}>
          Invite next person
        </Button>
        <Button variant="outlined" onClick={remove} disabled={selection.ids.size === 0}>
          Remove selected
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={guests}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          aria-label="Guest list"
        />
      </Box>
    </Stack>
  );
}
