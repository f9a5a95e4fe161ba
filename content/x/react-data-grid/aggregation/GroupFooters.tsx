import { DataGridPremium, type GridGroupNode } from '@mui/x-data-grid-premium';
import { staff, staffColumns } from './staff';

// Every group, and the whole grid, gets its totals in a footer row under its children.
const footerEverywhere = (_node: GridGroupNode) => 'footer' as const;

export default function GroupFooters() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={staff}
        columns={staffColumns}
        getAggregationPosition={footerEverywhere}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['department'] },
          aggregation: { model: { salary: 'sum' } },
        }}
        aria-label="Payroll per department with footer rows"
      />
    </div>
  );
}
