import { DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function SortGroupsAndOrders() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={shopOrders}
        columns={orderColumns}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['country'] },
          sorting: {
            sortModel: [
              // Countries from Z to A, then the biggest orders first inside each country.
              { field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' },
              { field: 'total', sort: 'desc' },
            ],
          },
        }}
        aria-label="Orders by country, sorted"
      />
    </div>
  );
}
