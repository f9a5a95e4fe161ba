import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const staff = createEmployees(60, 27);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name' },
  { field: 'lastName', headerName: 'Last name' },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'department', headerName: 'Department' },
  { field: 'salary', headerName: 'Salary', type: 'number' },
  { field: 'remote', headerName: 'Remote', type: 'boolean' },
];

export default function ApiMethodsToolbar() {
  const apiRef = useGridApiRef();
  const [emailsShown, setEmailsShown] = React.useState(true);
  const [summary, setSummary] = React.useState('');

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setSortModel([{ field: 'salary', sort: 'desc' }])}
        >
          Highest paid first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setFilterModel({ items: [{ field: 'remote', operator: 'is', value: 'true' }] })
          }
        >
          Remote only
        </Button>
        <Button
          size="small"
          variant="outlined"
          aria-pressed={!emailsShown}
          onClick={() => {
            apiRef.current?.setColumnVisibility('email', !emailsShown);
            setEmailsShown(!emailsShown);
          }}
        >
          Hide emails
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.autosizeColumns({ includeHeaders: true })}>
          Fit columns
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.exportDataAsCsv({ fileName: 'staff' })}>
          Download CSV
        </Button>
        <Button
          size="small"
          onClick={() => {
            const api = apiRef.current;
            if (api) {
              setSummary(`${api.getRowsCount()} rows in the grid, ${api.getSortedRowIds().length} after sorting.`);
            }
          }}
        >
          Count rows
        </Button>
      </Stack>
      <Typography variant="body2" role="status">
        {summary}
      </Typography>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={staff} columns={columns} aria-label="Staff controlled from the buttons above" />
      </Box>
    </Stack>
  );
}
