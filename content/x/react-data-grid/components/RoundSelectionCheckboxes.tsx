import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import RemoveCircle from '@mui/icons-material/RemoveCircle';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const staff = createEmployees(40, 818);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
];

export default function RoundSelectionCheckboxes() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        checkboxSelection
        slotProps={{
          // Every checkbox of the grid (selection, boolean filters) renders the baseCheckbox slot.
          baseCheckbox: {
            material: {
              icon: <RadioButtonUnchecked />,
              checkedIcon: <CheckCircle />,
              indeterminateIcon: <RemoveCircle />,
              color: 'secondary',
            },
          },
        }}
        aria-label="Team members picked for the offsite"
      />
    </Box>
  );
}
