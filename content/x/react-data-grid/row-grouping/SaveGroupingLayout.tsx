import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium, type GridInitialState, useGridApiRef } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function SaveGroupingLayout() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  const save = () => {
    if (apiRef.current) setSaved(apiRef.current.exportState());
  };
  const restore = () => {
    if (apiRef.current && saved) apiRef.current.restoreState(saved);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="contained" onClick={save}>
          Save layout
        </Button>
        <Button size="small" variant="outlined" onClick={restore} disabled={!saved}>
          Restore layout
        </Button>
        <Typography variant="body2" aria-live="polite">
          {saved ? `Saved grouping: ${JSON.stringify(saved.rowGrouping?.model ?? [])}` : 'Group some columns, then save.'}
        </Typography>
      </Stack>
      <div style={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={shopOrders}
          columns={orderColumns}
          initialState={{ rowGrouping: { model: ['status'] } }}
          showToolbar
          aria-label="Orders with a layout you can save"
        />
      </div>
    </Stack>
  );
}
