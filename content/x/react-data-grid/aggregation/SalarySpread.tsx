import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS, type GridAggregationFunction } from '@mui/x-data-grid-premium';
import { staff, staffColumns } from './staff';

// Returns a pair, so it brings its own formatter, and the result no longer has the cells' unit.
const spread: GridAggregationFunction<number, [number, number] | null> = {
  label: 'range',
  columnTypes: ['number'],
  hasCellUnit: false,
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    return numbers.length ? [Math.min(...numbers), Math.max(...numbers)] : null;
  },
  valueFormatter: (value: [number, number] | null) =>
    value ? `${(value[0] / 1000).toFixed(0)}k–${(value[1] / 1000).toFixed(0)}k` : '',
};

export default function SalarySpread() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={staff}
        columns={staffColumns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, range: spread }}
        initialState={{
          rowGrouping: { model: ['department'] },
          aggregation: { model: { salary: 'range' } },
        }}
        aria-label="Salary range per department"
      />
    </div>
  );
}
