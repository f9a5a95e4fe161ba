import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

export default function ExpansionDepthPicker() {
  const [depth, setDepth] = React.useState(1);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ width: 260 }}>
        <InputLabel id="expansion-depth-label">Open groups down to</InputLabel>
        <Select
          labelId="expansion-depth-label"
          label="Open groups down to"
          value={depth}
          onChange={(event) => setDepth(Number(event.target.value))}
        >
          <MenuItem value={0}>Nothing open (0)</MenuItem>
          <MenuItem value={1}>Categories (1)</MenuItem>
          <MenuItem value={2}>Categories and products (2)</MenuItem>
          <MenuItem value={-1}>Everything (-1)</MenuItem>
        </Select>
      </FormControl>
      <div style={{ height: 400 }}>
        {/* The depth applies when groups are created: a new key builds the grid again. */}
        <DataGridPremium
          key={depth}
          rows={shopOrders}
          columns={orderColumns}
          initialState={{ rowGrouping: { model: ['category', 'product'] } }}
          defaultGroupingExpansionDepth={depth}
          aria-label="Orders by category and product"
        />
      </div>
    </Stack>
  );
}
