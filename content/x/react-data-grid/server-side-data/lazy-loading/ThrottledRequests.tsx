import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { queryTable, respondLater } from '../fakeServer';
import { directoryColumns, directoryTable } from './directory';

export default function ThrottledRequests() {
  const [throttleMs, setThrottleMs] = React.useState(500);
  const [count, setCount] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        setCount((value) => value + 1);
        return respondLater(queryTable(directoryTable(), params));
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="throttle-label">Wait between requests</InputLabel>
          <Select
            labelId="throttle-label"
            label="Wait between requests"
            value={throttleMs}
            onChange={(event) => {
              setThrottleMs(Number(event.target.value));
              setCount(0);
            }}
          >
            <MenuItem value={0}>0 ms (no throttle)</MenuItem>
            <MenuItem value={500}>500 ms (default)</MenuItem>
            <MenuItem value={2000}>2000 ms</MenuItem>
          </Select>
        </FormControl>
        <Typography variant="body2">
          Requests sent: <strong>{count}</strong>
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          columns={directoryColumns}
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={throttleMs}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
          aria-label="Staff directory with throttled requests while scrolling"
        />
      </Box>
    </Box>
  );
}
