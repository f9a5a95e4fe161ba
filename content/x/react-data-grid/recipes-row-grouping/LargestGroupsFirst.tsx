import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  gridRowNodeSelector,
  type GridColDef,
  type GridRowId,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(150, 9);

const columns: GridColDef<Employee>[] = [
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
];

export default function LargestGroupsFirst() {
  const apiRef = useGridApiRef();

  const sizeOf = (id: GridRowId) => {
    if (!apiRef.current) return 0;
    const node = gridRowNodeSelector(apiRef, id);
    return node?.type === 'group' ? node.children.length : 0;
  };

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['country'] },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
        }}
        groupingColDef={{
          headerName: 'Country (by head count)',
          width: 240,
          // Compare group sizes; fall back to the name when two groups are as large.
          sortComparator: (a, b, paramA, paramB) =>
            sizeOf(paramA.id) - sizeOf(paramB.id) || String(b ?? '').localeCompare(String(a ?? '')),
        }}
        aria-label="Employees by country, largest country first"
      />
    </div>
  );
}
