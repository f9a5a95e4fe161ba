import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator, type GridColDef } from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../../demo-data/employees';

const staff = createEmployees(150, 642);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 190 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'rating', headerName: 'Review score', type: 'number', width: 130 },
];

export default function EitherConditionPro() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={staff}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              // People who need a check-in: on probation, or with a low review score.
              items: [
                { id: 1, field: 'status', operator: 'equals', value: 'Probation' },
                { id: 2, field: 'rating', operator: '<=', value: 2 },
              ],
              logicOperator: GridLogicOperator.Or,
            },
          },
        }}
        aria-label="Staff on probation or with a low score"
      />
    </Box>
  );
}
