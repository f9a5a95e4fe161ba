import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const rows = createTrades(50, 131);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', width: 180 },
  { field: 'traderEmail', headerName: 'Email', width: 260 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 150 },
];

type Separator = 'border' | 'shadow' | 'border-and-shadow';

export default function SeparatorStyles() {
  const labelId = React.useId();
  const [separator, setSeparator] = React.useState<Separator>('border-and-shadow');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormLabel id={labelId}>Separator</FormLabel>
        <RadioGroup row aria-labelledby={labelId} value={separator} onChange={(event) => setSeparator(event.target.value as Separator)}>
          <FormControlLabel value="border" control={<Radio />} label="Border" />
          <FormControlLabel value="shadow" control={<Radio />} label="Shadow" />
          <FormControlLabel value="border-and-shadow" control={<Radio />} label="Both" />
        </RadioGroup>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumnsSectionSeparator={separator}
          initialState={{ pinnedColumns: { left: ['commodity'], right: ['status'] } }}
          aria-label="Trades; scroll sideways to see the separators"
        />
      </Box>
    </Stack>
  );
}
