import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { staff, staffColumns } from './staff';

export default function FilteredOrAllRows() {
  const [allRows, setAllRows] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={allRows} onChange={(event) => setAllRows(event.target.checked)} />}
        label={`Total of ${allRows ? 'all employees' : 'the filtered employees'} (aggregationRowsScope="${allRows ? 'all' : 'filtered'}")`}
      />
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={staff}
          columns={staffColumns}
          aggregationRowsScope={allRows ? 'all' : 'filtered'}
          initialState={{
            aggregation: { model: { salary: 'sum' } },
            filter: { filterModel: { items: [{ field: 'department', operator: 'equals', value: 'Engineering' }] } },
          }}
          aria-label="Engineering salaries with a payroll total"
        />
      </div>
    </Stack>
  );
}
