import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { staff, staffColumns } from './staff';

export default function DisableAggregationSwitch() {
  // Readers of a shared screen may not be allowed to see the payroll total.
  const [showTotals, setShowTotals] = React.useState(true);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        label="Show the payroll total"
        control={<Checkbox checked={showTotals} onChange={(event) => setShowTotals(event.target.checked)} />}
      />
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={staff}
          columns={staffColumns}
          initialState={{ aggregation: { model: { salary: 'sum' } } }}
          disableAggregation={!showTotals}
          aria-label="Employees, payroll total optional"
        />
      </div>
    </div>
  );
}
