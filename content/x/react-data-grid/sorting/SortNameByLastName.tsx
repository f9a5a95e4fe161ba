import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const staff = createEmployees(40, 514);

// The cell shows "First Last", but the comparator reads the rows: last name first, then first name.
const byLastThenFirst: GridComparatorFn<string> = (_a, _b, cellA, cellB) => {
  const rowA = cellA.api.getRow(cellA.id) as Employee;
  const rowB = cellB.api.getRow(cellB.id) as Employee;
  return rowA.lastName.localeCompare(rowB.lastName) || rowA.firstName.localeCompare(rowB.firstName);
};

const columns: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Name (sorted by last name)',
    width: 240,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    sortComparator: byLastThenFirst,
  },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
];

export default function SortNameByLastName() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'fullName', sort: 'asc' }] } }}
        aria-label="Staff sorted by last name"
      />
    </Box>
  );
}
