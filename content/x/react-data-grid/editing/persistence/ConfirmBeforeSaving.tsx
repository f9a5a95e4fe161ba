import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createEmployees, type Employee } from '../../demo-data/employees';

const staff = createEmployees(25, 412);
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 130, editable: true, valueFormatter: (value: number) => usd.format(value) },
];

interface Pending {
  updated: Employee;
  original: Employee;
  resolve: (row: Employee) => void;
}

export default function ConfirmBeforeSaving() {
  const [pending, setPending] = React.useState<Pending | null>(null);

  // The grid waits on this promise; the dialog settles it with the new or the old row.
  const processRowUpdate = React.useCallback(
    (updated: Employee, original: Employee) =>
      new Promise<Employee>((resolve) => {
        if (updated.salary === original.salary) resolve(original);
        else setPending({ updated, original, resolve });
      }),
    [],
  );

  const settle = (keep: boolean) => {
    if (!pending) return;
    pending.resolve(keep ? pending.updated : pending.original);
    setPending(null);
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={staff} columns={columns} processRowUpdate={processRowUpdate} aria-label="Salaries, changes need confirmation" />
      <Dialog open={pending !== null} onClose={() => settle(false)}>
        <DialogTitle>Change this salary?</DialogTitle>
        <DialogContent>
          {pending ? (
            <DialogContentText>
              {pending.original.firstName} {pending.original.lastName}: {usd.format(pending.original.salary)} becomes{' '}
              {usd.format(pending.updated.salary)}.
            </DialogContentText>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => settle(false)}>Keep the old salary</Button>
          <Button variant="contained" onClick={() => settle(true)}>
            Change it
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
