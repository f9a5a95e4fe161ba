import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPreProcessEditCellProps,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const staff = createEmployees(30, 405);
const BAND = { min: 40_000, max: 180_000 };

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Employee',
    width: 180,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  {
    field: 'salary',
    headerName: 'Salary (USD)',
    type: 'number',
    width: 150,
    editable: true,
    // Runs on every keystroke: `error: true` keeps the cell in edit mode until the value fits.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const value = Number(params.props.value);
      return { ...params.props, error: !(value >= BAND.min && value <= BAND.max) };
    },
  },
];

export default function SalaryBandValidation() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .Mui-error': { outline: '2px solid', outlineColor: 'error.main', outlineOffset: '-2px' },
      }}
    >
      <DataGrid rows={staff} columns={columns} aria-label="Salaries between 40,000 and 180,000 USD" />
    </Box>
  );
}
