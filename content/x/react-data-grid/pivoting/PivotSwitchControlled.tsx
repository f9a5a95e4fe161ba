import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { sales, salesColumns } from './salesData';

export default function PivotSwitchControlled() {
  const [active, setActive] = React.useState(true);
  const [model, setModel] = React.useState<GridPivotModel>({
    rows: [{ field: 'country' }],
    columns: [{ field: 'category' }],
    values: [{ field: 'quantity', aggFunc: 'sum' }],
  });

  const describe = (items: { field: string }[]) => items.map((item) => item.field).join(', ') || 'none';

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={active} onChange={(event) => setActive(event.target.checked)} />}
        label="Pivot view (pivotActive)"
      />
      <Typography variant="body2" aria-live="polite">
        Rows: {describe(model.rows)} · Columns: {describe(model.columns)} · Values:{' '}
        {model.values.map((value) => `${value.aggFunc}(${value.field})`).join(', ') || 'none'}
      </Typography>
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={sales}
          columns={salesColumns}
          pivotActive={active}
          onPivotActiveChange={setActive}
          pivotModel={model}
          onPivotModelChange={setModel}
          showToolbar
          aria-label="Units per country and category"
        />
      </div>
    </Stack>
  );
}
