import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridPivotIcon,
  type GridPivotModel,
  PivotPanelTrigger,
  Toolbar,
} from '@mui/x-data-grid-premium';
import { roasteryColumns, roasteryOrders } from '../roasteryOrders';

function RoasteryToolbar() {
  return (
    <Toolbar>
      <Typography component="h3" variant="subtitle1" sx={{ flex: 1, px: 0.5, fontWeight: 600 }}>
        Web shop orders
      </Typography>
      {/* The trigger wires up the click and the aria-* attributes; render decides what it looks like. */}
      <PivotPanelTrigger
        render={(triggerProps, state) => (
          <Button
            {...triggerProps}
            size="small"
            variant={state.active ? 'contained' : 'outlined'}
            startIcon={<GridPivotIcon fontSize="small" />}
          >
            {state.open ? 'Close pivot panel' : state.active ? 'Edit pivot' : 'Pivot'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

const startingPivot: GridPivotModel = {
  rows: [{ field: 'category' }],
  columns: [{ field: 'status' }],
  values: [{ field: 'total', aggFunc: 'sum' }],
};

export default function PivotButtonToolbar() {
  return (
    <div style={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={roasteryOrders}
        columns={roasteryColumns}
        slots={{ toolbar: RoasteryToolbar }}
        showToolbar
        initialState={{ pivoting: { model: startingPivot } }}
        aria-label="Web shop orders with a pivot button in the toolbar"
      />
    </div>
  );
}
