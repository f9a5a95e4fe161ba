import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridCellEditStartParams,
  type GridCellEditStopParams,
  type GridColDef,
} from '@mui/x-data-grid';
import * as React from 'react';

interface Entry {
  id: number;
  day: string;
  project: string;
  hours: number;
}

const entries: Entry[] = [
  { id: 1, day: 'Monday', project: 'Harbour bridge survey', hours: 7.5 },
  { id: 2, day: 'Tuesday', project: 'Harbour bridge survey', hours: 6 },
  { id: 3, day: 'Wednesday', project: 'Depot roof inspection', hours: 8 },
  { id: 4, day: 'Thursday', project: 'Training', hours: 4 },
  { id: 5, day: 'Friday', project: 'Depot roof inspection', hours: 7 },
];

const columns: GridColDef<Entry>[] = [
  { field: 'day', headerName: 'Day', width: 120 },
  { field: 'project', headerName: 'Project', flex: 1, minWidth: 200, editable: true },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100, editable: true },
];

export default function TimesheetEditLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((current) => [line, ...current].slice(0, 8));

  const handleStart = (params: GridCellEditStartParams<Entry>) =>
    add(`Started ${params.row.day} / ${params.field}: ${params.reason}`);
  const handleStop = (params: GridCellEditStopParams<Entry>) =>
    add(`Stopped ${params.row.day} / ${params.field}: ${params.reason}`);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 340, flex: 1, minWidth: 0 }}>
        <DataGrid
          rows={entries}
          columns={columns}
          hideFooter
          onCellEditStart={handleStart}
          onCellEditStop={handleStop}
          aria-label="Timesheet for one week"
        />
      </Box>
      <Paper variant="outlined" sx={{ width: { md: 300 }, p: 1.5 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2" component="h3" id="timesheet-log-title">
            Editing events
          </Typography>
          <Button size="small" onClick={() => setLog([])} disabled={log.length === 0}>
            Clear
          </Button>
        </Stack>
        <List dense aria-labelledby="timesheet-log-title" aria-live="polite">
          {log.length === 0 ? (
            <ListItem disableGutters>Edit a project or hours cell.</ListItem>
          ) : (
            log.map((line, index) => (
              <ListItem key={`${index}-${line}`} disableGutters sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                {line}
              </ListItem>
            ))
          )}
        </List>
      </Paper>
    </Stack>
  );
}
