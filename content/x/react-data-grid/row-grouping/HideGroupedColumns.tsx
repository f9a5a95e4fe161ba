import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function HideGroupedColumns() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['country', 'category'] } },
  });

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={shopOrders}
        columns={orderColumns}
        initialState={initialState}
        aria-label="Orders by country and category, grouped columns hidden"
      />
    </div>
  );
}
