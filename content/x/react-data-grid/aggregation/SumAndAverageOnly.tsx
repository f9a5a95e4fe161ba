import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS } from '@mui/x-data-grid-premium';
import { staff, staffColumns } from './staff';

// Every column menu offers these two functions only.
const aggregationFunctions = { sum: GRID_AGGREGATION_FUNCTIONS.sum, avg: GRID_AGGREGATION_FUNCTIONS.avg };

export default function SumAndAverageOnly() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={staff}
        columns={staffColumns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { salary: 'sum' } } }}
        aria-label="Employees, sum and average only"
      />
    </div>
  );
}
