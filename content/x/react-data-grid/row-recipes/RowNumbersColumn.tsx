import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(60, 217);

const columns: GridColDef<Employee>[] = [
  {
    field: 'rowNumber',
    headerName: '#',
    width: 60,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    // The position among the rows as displayed: stays 1, 2, 3… whatever the sort or filter.
    renderCell: ({ id, api }) => api.getRowIndexRelativeToVisibleRows(id) + 1,
  },
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 130 },
];

export default function RowNumbersColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] } }}
        aria-label="Staff ranked by salary"
      />
    </Box>
  );
}
