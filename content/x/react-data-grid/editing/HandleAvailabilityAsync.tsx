import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPreProcessEditCellProps,
} from '@mui/x-data-grid';
import { createEmployees } from '../demo-data/employees';

interface Account {
  id: number;
  handle: string;
  name: string;
  team: string;
}

const accounts: Account[] = createEmployees(20, 406).map((person) => ({
  id: person.id,
  handle: `${person.firstName}.${person.lastName}`.normalize('NFD').replace(/[^A-Za-z.]/g, '').toLowerCase(),
  name: `${person.firstName} ${person.lastName}`,
  team: person.department,
}));

// Stands in for a request to the account service: resolves after a short delay.
function isHandleTaken(handle: string, ownId: number): Promise<boolean> {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(accounts.some((account) => account.id !== ownId && account.handle === handle));
    }, 400);
  });
}

const columns: GridColDef<Account>[] = [
  {
    field: 'handle',
    headerName: 'Handle',
    width: 220,
    editable: true,
    preProcessEditCellProps: async (params: GridPreProcessEditCellProps) => {
      const handle = String(params.props.value ?? '').trim().toLowerCase();
      const taken = handle === '' || (await isHandleTaken(handle, Number(params.id)));
      return { ...params.props, error: taken };
    },
  },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 },
  { field: 'team', headerName: 'Team', width: 140 },
];

export default function HandleAvailabilityAsync() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .Mui-error': { outline: '2px solid', outlineColor: 'error.main', outlineOffset: '-2px' },
      }}
    >
      <DataGrid rows={accounts} columns={columns} aria-label="Chat handles, checked for duplicates" />
    </Box>
  );
}
