import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridValueGetter,
  type GridValueSetter,
} from '@mui/x-data-grid';
import { createEmployees } from '../demo-data/employees';

interface Contact {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

const contacts: Contact[] = createEmployees(25, 404).map(({ id, firstName, lastName, email, role }) => ({
  id,
  firstName,
  lastName,
  email,
  role,
}));

// The cell shows one "Full name" value built from two fields of the row...
const getFullName: GridValueGetter<Contact, string> = (_value, row) => `${row.firstName} ${row.lastName}`;

// ...and writing it back splits the text again: everything after the first space is the last name.
const setFullName: GridValueSetter<Contact, string> = (value, row) => {
  const [firstName, ...rest] = value.trim().split(/\s+/);
  return { ...row, firstName: firstName ?? '', lastName: rest.join(' ') };
};

const columns: GridColDef<Contact>[] = [
  {
    field: 'fullName',
    headerName: 'Full name',
    width: 200,
    editable: true,
    valueGetter: getFullName,
    valueSetter: setFullName,
  },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 220,
    editable: true,
    // Addresses are stored trimmed and in lower case, whatever is typed.
    valueParser: (value: string) => value.trim().toLowerCase(),
  },
];

export default function ContactNameValueSetter() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={contacts} columns={columns} aria-label="Contacts with a combined name column" />
    </Box>
  );
}
