import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function OrderNumberAsLeaf() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['customer'] },
      columns: { columnVisibilityModel: { reference: false } },
    },
  });

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={shopOrders}
        columns={orderColumns}
        initialState={initialState}
        groupingColDef={{ headerName: 'Customer / order', leafField: 'reference', width: 220 }}
        aria-label="Orders of each customer"
      />
    </div>
  );
}
