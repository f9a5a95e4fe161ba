import type { GridColDef, GridDataSource, GridGetRowsParams } from '@mui/x-data-grid-premium';
import { createEmployees } from '../../demo-data/employees';
import { answer, latency, type ServerRecord } from '../premiumServer';

/** The company directory as the server stores it: 260 people, flat. */
const DIRECTORY: ServerRecord[] = createEmployees(260, 21).map((person) => ({
  id: person.id,
  name: `${person.firstName} ${person.lastName}`,
  department: person.department,
  role: person.role,
  country: person.country,
  salary: person.salary,
  rating: person.rating,
  status: person.status,
  remote: person.remote,
}));

export const staffColumns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'country', headerName: 'Country', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`),
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: ['Active', 'On leave', 'Probation'] },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];

export interface StaffServerOptions {
  /** Milliseconds each answer takes. */
  delay?: number;
  /** Called with every request, before it is answered. */
  onRequest?: (params: GridGetRowsParams) => void;
  /** Return a message to make a request fail with it. */
  failWith?: (params: GridGetRowsParams) => string | null;
}

/**
 * A data source backed by the pretend server. Create it once per grid (in `useMemo`): the grid
 * refetches everything when it receives a new data source object.
 */
export function createStaffDataSource({ delay = 350, onRequest, failWith }: StaffServerOptions = {}): GridDataSource {
  return {
    getRows: async (params) => {
      onRequest?.(params);
      await latency(delay);
      const failure = failWith?.(params);
      if (failure) throw new Error(failure);
      return answer(DIRECTORY, params);
    },
    // Group rows carry `groupKey` and `childCount`; people have neither, so they are leaves.
    getGroupKey: (row) => row.groupKey,
    getChildrenCount: (row) => row.childCount ?? 0,
  };
}
