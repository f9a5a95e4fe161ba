import { DataGridPremium, type GridGroupNode } from '@mui/x-data-grid-premium';
import { staff, staffColumns } from './staff';

// depth -1 is the root: only the grid gets a total, the groups stay clean.
const rootOnly = (node: GridGroupNode) => (node.depth === -1 ? 'footer' : null);

export default function GrandTotalOnly() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={staff}
        columns={staffColumns}
        getAggregationPosition={rootOnly}
        initialState={{
          rowGrouping: { model: ['country'] },
          aggregation: { model: { salary: 'sum', remote: 'sizeTrue' } },
        }}
        aria-label="Employees by country with a grand total only"
      />
    </div>
  );
}
