import type { GridColDef } from '@mui/x-data-grid-pro';
import { DEPARTMENTS, createEmployees, type Employee } from '../../demo-data/employees';
import { COUNTRIES } from '../../demo-data/people';

let table: Employee[] | undefined;

/**
 * The server's staff directory: 10,000 people, built on the first request rather than when the
 * page loads. Demos never hand it to the grid; they ask the fake server for slices of it.
 */
export function directoryTable(): Employee[] {
  table ??= createEmployees(10_000, 5150);
  return table;
}

/** Columns of the directory demos. */
export const directoryColumns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'No.', type: 'number', width: 80 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: Object.keys(DEPARTMENTS), width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  { field: 'country', headerName: 'Country', type: 'singleSelect', valueOptions: COUNTRIES.map((country) => country.name), width: 140 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 120 },
];
