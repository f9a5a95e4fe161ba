import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import type { Employee } from '../demo-data/employees';
import { staff, staffColumns } from './staff';

const columns: GridColDef<Employee>[] = staffColumns.map((column) => {
  switch (column.field) {
    // A total of review scores means nothing: offer the average and the extremes only.
    case 'rating':
      return { ...column, availableAggregationFunctions: ['avg', 'min', 'max'] };
    // Start dates are aggregated, names are not.
    case 'firstName':
    case 'lastName':
      return { ...column, aggregable: false };
    default:
      return column;
  }
});

export default function RestrictedFunctions() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={staff}
        columns={columns}
        initialState={{ aggregation: { model: { rating: 'avg' } } }}
        aria-label="Employees with restricted aggregation"
      />
    </div>
  );
}
