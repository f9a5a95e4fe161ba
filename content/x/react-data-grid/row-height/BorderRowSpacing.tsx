import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(20, 169);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
];

export default function BorderRowSpacing() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // The spacing becomes each row's top and bottom border width. Rows have no border style
        // of their own, so the styles below give those borders a style and a colour to show.
        rowSpacingType="border"
        getRowSpacing={() => ({ top: 3, bottom: 3 })}
        getRowClassName={({ indexRelativeToCurrentPage }) => (indexRelativeToCurrentPage % 2 ? 'odd' : 'even')}
        aria-label="Staff roles"
        sx={{
          '& .MuiDataGrid-row': { borderTopStyle: 'solid', borderBottomStyle: 'solid', borderColor: 'divider' },
          '& .odd': { bgcolor: 'action.hover' },
        }}
      />
    </Box>
  );
}
