import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function FulfilmentDesk() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['status', 'country'] },
      aggregation: { model: { total: 'sum', quantity: 'sum' } },
      pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD] },
      sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
    },
  });

  return (
    <div style={{ height: 520, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={shopOrders}
        columns={orderColumns}
        initialState={initialState}
        groupingColDef={{ headerName: 'Status / country', width: 230, leafField: 'reference' }}
        isGroupExpandedByDefault={(node) => node.groupingField === 'status' && node.groupingKey === 'Pending'}
        checkboxSelection
        rowSelectionPropagation={{ descendants: true, parents: true }}
        showToolbar
        aria-label="Fulfilment desk"
      />
    </div>
  );
}
