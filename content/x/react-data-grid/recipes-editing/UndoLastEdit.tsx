import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createEmployees, type Employee } from '../demo-data/employees';

const initial = createEmployees(20, 434);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 130, editable: true },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 190, editable: true },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100, editable: true },
];

export default function UndoLastEdit() {
  const [rows, setRows] = React.useState(initial);
  const [previous, setPrevious] = React.useState<Employee | null>(null);

  const processRowUpdate = React.useCallback((updated: Employee, original: Employee) => {
    setRows((current) => current.map((row) => (row.id === updated.id ? updated : row)));
    // Remember the row as it was, for the Undo button.
    setPrevious(original);
    return updated;
  }, []);

  const undo = () => {
    if (!previous) return;
    setRows((current) => current.map((row) => (row.id === previous.id ? previous : row)));
    setPrevious(null);
  };

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} aria-label="Staff details with undo" />
      <Snackbar
        open={previous !== null}
        autoHideDuration={6000}
        onClose={(_event, reason) => reason !== 'clickaway' && setPrevious(null)}
        message={previous ? `Updated ${previous.firstName} ${previous.lastName}` : ''}
        action={
          <Button color="inherit" size="small" onClick={undo}>
            Undo
          </Button>
        }
      />
    </Box>
  );
}
