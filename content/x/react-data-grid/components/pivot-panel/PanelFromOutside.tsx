import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium, GridSidebarValue, useGridApiRef } from '@mui/x-data-grid-premium';
import { roasteryColumns, roasteryOrders } from '../roasteryOrders';

export default function PanelFromOutside() {
  const apiRef = useGridApiRef();
  const [panelOpen, setPanelOpen] = React.useState(false);
  const [pivotActive, setPivotActive] = React.useState(false);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          aria-expanded={panelOpen}
          onClick={() =>
            panelOpen ? apiRef.current?.hideSidebar() : apiRef.current?.showSidebar(GridSidebarValue.Pivot)
          }
        >
          {panelOpen ? 'Hide the pivot panel' : 'Show the pivot panel'}
        </Button>
        <FormControlLabel
          control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
          label="Pivot mode"
        />
        <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary' }}>
          Panel {panelOpen ? 'open' : 'closed'}, pivot {pivotActive ? 'on' : 'off'}
        </Typography>
      </Stack>
      <div style={{ height: 460 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={roasteryOrders}
          columns={roasteryColumns}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          onSidebarOpen={() => setPanelOpen(true)}
          onSidebarClose={() => setPanelOpen(false)}
          initialState={{
            pivoting: {
              model: {
                rows: [{ field: 'country' }],
                columns: [{ field: 'category' }],
                values: [{ field: 'quantity', aggFunc: 'sum' }],
              },
            },
          }}
          aria-label="Web shop orders, pivot panel opened from outside the grid"
        />
      </div>
    </Stack>
  );
}
