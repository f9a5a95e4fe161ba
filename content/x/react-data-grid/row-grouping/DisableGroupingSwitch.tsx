import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

type View = 'byStatus' | 'flat';

export default function DisableGroupingSwitch() {
  const [view, setView] = React.useState<View>('byStatus');

  return (
    <div style={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_event, next: View | null) => next && setView(next)}
        aria-label="Order list layout"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="byStatus">Grouped by status</ToggleButton>
        <ToggleButton value="flat">Flat list (disableRowGrouping)</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={shopOrders}
          columns={orderColumns}
          initialState={{ rowGrouping: { model: ['status'] } }}
          disableRowGrouping={view === 'flat'}
          aria-label="Orders, grouped or flat"
        />
      </div>
    </div>
  );
}
