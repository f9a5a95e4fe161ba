import type { GridColDef } from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../demo-data/employees';

/** 120 employees of the demo company, the same on every render. */
export const staff: Employee[] = createEmployees(120, 4);

/** Whole US dollars, or nothing for an empty cell. */
export function formatSalary(value: number | null | undefined): string {
  return value == null ? '' : value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
}

/** Columns most demos of this page start from. */
export const staffColumns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 150, valueFormatter: (value: number | undefined) => formatSalary(value) },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 120 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 140 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 120 },
];
