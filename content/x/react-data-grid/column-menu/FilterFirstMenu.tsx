import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu, type GridColDef, type GridColumnMenuProps } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

/** Readers of this directory filter far more than they sort: put Filter at the top. */
function FilterFirst(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slotProps={{
        columnMenuFilterItem: { displayOrder: 0 },
        columnMenuSortItem: { displayOrder: 10 },
        columnMenuColumnsItem: { displayOrder: 20 },
      }}
    />
  );
}

const rows = createEmployees(40, 89);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  { field: 'country', headerName: 'Country', width: 140 },
];

export default function FilterFirstMenu() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: FilterFirst }} aria-label="Staff directory" />
    </Box>
  );
}
