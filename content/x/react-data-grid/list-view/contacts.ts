import type { GridColDef } from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../demo-data/employees';

/** 60 colleagues for a company directory. */
export const colleagues: Employee[] = createEmployees(60, 21);

/** The table layout of the directory; list view replaces it with one column. */
export const directoryColumns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'role', headerName: 'Role', width: 210 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'email', headerName: 'Email', width: 250 },
];

/** Two letters for an avatar. */
export const initialsOf = (person: Employee) => `${person.firstName[0]}${person.lastName[0]}`;
