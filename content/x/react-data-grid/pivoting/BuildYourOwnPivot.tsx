import { DataGridPremium, GridSidebarValue } from '@mui/x-data-grid-premium';
import { sales, salesColumns } from './salesData';

export default function BuildYourOwnPivot() {
  return (
    <div style={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={salesColumns}
        showToolbar
        initialState={{
          // Pivot mode starts off: the grid shows the plain orders until the reader turns it on.
          pivoting: { enabled: false, model: { rows: [], columns: [], values: [] } },
          sidebar: { open: true, value: GridSidebarValue.Pivot },
        }}
        aria-label="Orders, build a pivot table from the panel"
      />
    </div>
  );
}
