import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(30, 44);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120, description: 'Yearly gross pay' },
  { field: 'rating', headerName: 'Review', type: 'number', width: 100, description: 'Performance score, 1 to 5' },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 120, description: 'First working day' },
  { field: 'country', headerName: 'Country', width: 130, description: 'Location of employment' },
];

export default function ColumnSearchSynonyms() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        aria-label="Staff"
        slotProps={{
          columnsManagement: {
            // Search headers and descriptions: "pay" finds Salary, "score" finds Review.
            searchPredicate: (column, search) =>
              `${column.headerName ?? column.field} ${column.description ?? ''}`.toLowerCase().includes(search.toLowerCase()),
          },
        }}
      />
    </Box>
  );
}
