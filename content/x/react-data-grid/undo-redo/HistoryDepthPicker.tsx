import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { budgetColumns, budgetLines } from './budget';

export default function HistoryDepthPicker() {
  const [size, setSize] = React.useState(3);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ width: 240 }}>
        <InputLabel id="history-size-label">Steps kept (historyStackSize)</InputLabel>
        <Select labelId="history-size-label" label="Steps kept (historyStackSize)" value={size} onChange={(event) => setSize(Number(event.target.value))}>
          <MenuItem value={0}>0: undo turned off</MenuItem>
          <MenuItem value={1}>1</MenuItem>
          <MenuItem value={3}>3</MenuItem>
          <MenuItem value={30}>30 (default)</MenuItem>
        </Select>
      </FormControl>
      <div style={{ height: 380 }}>
        <DataGridPremium
          rows={budgetLines}
          columns={budgetColumns}
          historyStackSize={size}
          hideFooter
          aria-label="Offsite budget with a limited history"
        />
      </div>
    </Stack>
  );
}
