import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function CompactTableFilters() {
  const id = React.useId();
  const [status, setStatus] = React.useState('open');
  const [pageSize, setPageSize] = React.useState(25);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
      <Typography variant="subtitle2" component="h3">Invoices</Typography>
      <FormControl size="small" sx={{ minWidth: 130 }}>
        <InputLabel id={`${id}-status`}>Status</InputLabel>
        <Select labelId={`${id}-status`} label="Status" value={status} onChange={(event) => setStatus(event.target.value)}>
          <MenuItem value="open">Open</MenuItem>
          <MenuItem value="paid">Paid</MenuItem>
          <MenuItem value="overdue">Overdue</MenuItem>
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 110 }}>
        <InputLabel id={`${id}-rows`}>Rows</InputLabel>
        <Select<number>
          labelId={`${id}-rows`}
          label="Rows"
          value={pageSize}
          onChange={(event) => setPageSize(Number(event.target.value))}
        >
          {[10, 25, 50, 100].map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
