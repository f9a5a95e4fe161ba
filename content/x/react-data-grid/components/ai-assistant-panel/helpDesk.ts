import type { GridColDef } from '@mui/x-data-grid-premium';
import { createEmployees, DEPARTMENTS, type Employee, EMPLOYEE_STATUSES } from '../../demo-data/employees';
import { COUNTRIES } from '../../demo-data/people';
import type { Vocabulary } from '../localResolver';

/** 150 people of the company directory. */
export const people: Employee[] = createEmployees(150, 64);

export const peopleColumns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'country', headerName: 'Country', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`),
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'status', headerName: 'Status', width: 110 },
];

/** The words the offline resolver maps to these columns. */
export const peopleVocabulary: Vocabulary = {
  measures: { salary: ['salary', 'salaries', 'pay', 'payroll'], rating: ['rating', 'ratings', 'score'] },
  dimensions: {
    department: ['department', 'departments', 'team', 'teams'],
    country: ['country', 'countries'],
    status: ['status'],
    role: ['role', 'roles'],
  },
  values: {
    department: Object.keys(DEPARTMENTS),
    status: EMPLOYEE_STATUSES,
    country: COUNTRIES.map((country) => country.name),
  },
  example: 'average salary by department',
};
