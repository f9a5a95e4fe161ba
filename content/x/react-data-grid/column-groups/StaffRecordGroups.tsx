import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(30, 101);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 110 },
];

const groups: GridColumnGroupingModel = [
  {
    groupId: 'person',
    headerName: 'Person',
    children: [{ field: 'firstName' }, { field: 'lastName' }, { field: 'country' }],
  },
  {
    groupId: 'position',
    headerName: 'Position',
    children: [{ field: 'department' }, { field: 'role' }, { field: 'startDate' }],
  },
];

export default function StaffRecordGroups() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} columnGroupingModel={groups} aria-label="Staff records" />
    </Box>
  );
}
