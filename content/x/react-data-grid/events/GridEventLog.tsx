import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridEvents } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(30, 233);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
];

// The events this log listens to; any name of GridEvents works.
const WATCHED: GridEvents[] = [
  'rowClick',
  'cellClick',
  'cellDoubleClick',
  'cellKeyDown',
  'columnHeaderClick',
  'sortModelChange',
  'filterModelChange',
  'paginationModelChange',
  'rowSelectionChange',
  'columnWidthChange',
];

interface LogEntry {
  id: number;
  name: GridEvents;
  time: string;
}

export default function GridEventLog() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<LogEntry[]>([]);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    let counter = 0;
    const stops = WATCHED.map((name) =>
      api.subscribeEvent(name, () => {
        counter += 1;
        const entry = { id: counter, name, time: new Date().toLocaleTimeString('en-GB') };
        // Newest first, keep the last 12.
        setLog((previous) => [entry, ...previous].slice(0, 12));
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [apiRef]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Box sx={{ height: 380, flex: 1, minWidth: 0 }}>
        <DataGrid apiRef={apiRef} rows={orders} columns={columns} checkboxSelection aria-label="Orders whose events are logged" />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, width: { md: 280 }, height: 380, overflow: 'auto' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2" component="h3" id="event-log-title">
            Events
          </Typography>
          <Button size="small" onClick={() => setLog([])} disabled={log.length === 0}>
            Clear
          </Button>
        </Stack>
        <Box role="log" aria-labelledby="event-log-title">
          <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {log.map((entry) => (
              <Typography key={entry.id} component="li" variant="body2" sx={{ fontFamily: 'monospace', py: 0.25 }}>
                {entry.time} {entry.name}
              </Typography>
            ))}
          </Box>
        </Box>
        {log.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Click, sort, select or type in the grid.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
