import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import { staff, staffColumns } from './staff';

const median: GridAggregationFunction<number, number | null> = {
  label: 'median',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
    if (numbers.length === 0) return null;
    const middle = Math.floor(numbers.length / 2);
    return numbers.length % 2 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
  },
};

export default function MedianSalary() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['department'] },
      aggregation: { model: { salary: 'median' } },
    },
  });

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={staff}
        columns={staffColumns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, median }}
        initialState={initialState}
        aria-label="Median salary per department"
      />
    </div>
  );
}
