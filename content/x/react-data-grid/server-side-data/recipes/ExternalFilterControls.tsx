import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, gridFilterModelSelector, useGridApiRef, type GridDataSource, type GridFilterItem } from '@mui/x-data-grid';
import * as React from 'react';
import { TRADE_STATUSES } from '../../demo-data/commodities';
import { tradeColumns, tradeTable } from '../blotter';
import { queryTable, respondLater } from '../fakeServer';

const DESKS = ['All', 'Americas', 'EMEA', 'APAC'] as const;

export default function ExternalFilterControls() {
  const apiRef = useGridApiRef();
  const [desk, setDesk] = React.useState<(typeof DESKS)[number]>('All');
  const [status, setStatus] = React.useState('');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({ getRows: (params) => respondLater(queryTable(tradeTable, params)) }),
    [],
  );

  // The controls write the grid's filter model; the grid turns it into a request.
  React.useEffect(() => {
    const items: GridFilterItem[] = [];
    if (desk !== 'All') items.push({ id: 'desk', field: 'desk', operator: 'is', value: desk });
    if (status) items.push({ id: 'status', field: 'status', operator: 'is', value: status });
    // Nothing chosen and nothing filtered yet (first render): no need for a second request.
    if (!items.length && !gridFilterModelSelector(apiRef).items.length) return;
    apiRef.current?.setFilterModel({ items });
  }, [apiRef, desk, status]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1.5, alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={desk}
          onChange={(_, value: (typeof DESKS)[number] | null) => value && setDesk(value)}
          aria-label="Desk"
        >
          {DESKS.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          sx={{ minWidth: 180 }}
          slotProps={{ inputLabel: { htmlFor: undefined } }}
        >
          <MenuItem value="">Any status</MenuItem>
          {TRADE_STATUSES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          columns={tradeColumns}
          dataSource={dataSource}
          disableColumnFilter
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
          aria-label="Trades filtered by the controls above"
        />
      </Box>
    </Box>
  );
}
