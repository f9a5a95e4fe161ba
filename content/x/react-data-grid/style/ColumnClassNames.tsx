import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const team = createEmployees(30, 58);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  {
    field: 'rating',
    headerName: 'Review',
    type: 'number',
    width: 110,
    // A fixed class for the header...
    headerClassName: 'review-header',
    // ...and a class per cell, computed from its value.
    cellClassName: (params) => {
      const rating = params.value as number;
      return rating >= 4 ? 'review-strong' : rating <= 2 ? 'review-weak' : '';
    },
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    headerClassName: 'review-header',
    cellClassName: 'salary-cell',
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

export default function ColumnClassNames() {
  return (
    <Box
      sx={(theme) => ({
        height: 400,
        width: '100%',
        '& .review-header': {
          backgroundColor: (theme.vars ?? theme).palette.secondary.main,
          color: (theme.vars ?? theme).palette.secondary.contrastText,
        },
        '& .review-strong': { color: (theme.vars ?? theme).palette.success.main, fontWeight: 700 },
        '& .review-weak': { color: (theme.vars ?? theme).palette.error.main, fontWeight: 700 },
        '& .salary-cell': { fontVariantNumeric: 'tabular-nums' },
      })}
    >
      <DataGrid rows={team} columns={columns} aria-label="Team reviews with coloured scores" />
    </Box>
  );
}
