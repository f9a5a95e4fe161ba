import Box from '@mui/material/Box';
import {
  DataGrid,
  GridRowEditStopReasons,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { createEmployees } from '../../demo-data/employees';

const contacts = createEmployees(15, 421).map(({ id, firstName, lastName, email, country }) => ({
  id,
  name: `${firstName} ${lastName}`,
  email,
  country,
}));

const columns: GridColDef<(typeof contacts)[number]>[] = [
  { field: 'name', headerName: 'Name', width: 190, editable: true },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 240, editable: true },
  { field: 'country', headerName: 'Country', width: 150, editable: true },
];

// Clicking outside the row no longer saves it: only Enter, Tab or Escape end the edit.
const keepOpenOnFocusOut: GridEventListener<'rowEditStop'> = (params, event) => {
  if (params.reason === GridRowEditStopReasons.rowFocusOut) {
    event.defaultMuiPrevented = true;
  }
};

export default function KeepRowOpenOnFocusOut() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={contacts}
        columns={columns}
        editMode="row"
        onRowEditStop={keepOpenOnFocusOut}
        aria-label="Contacts, saved with Enter only"
      />
    </Box>
  );
}
