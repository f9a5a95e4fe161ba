import Rating from '@mui/material/Rating';
import { DataGridPremium, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid-premium';
import type { Employee } from '../demo-data/employees';
import { staff, staffColumns } from './staff';

function renderRating(params: GridRenderCellParams<Employee, number>) {
  if (params.value == null) return null;
  // An aggregated count has no stars to show: print the number with its function instead.
  if (params.aggregation && !params.aggregation.hasCellUnit) {
    return params.formattedValue;
  }
  const label = params.aggregation ? `Average ${params.value.toFixed(1)} of 5` : `${params.value} of 5`;
  return <Rating readOnly size="small" precision={0.1} value={params.value} aria-label={label} />;
}

const columns: GridColDef<Employee>[] = staffColumns.map((column) =>
  column.field === 'rating' ? { ...column, width: 150, renderCell: renderRating } : column,
);

export default function RatingStarsAggregate() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={staff}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['department'] },
          aggregation: { model: { rating: 'avg' } },
        }}
        aria-label="Review scores as stars, averaged per department"
      />
    </div>
  );
}
