import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, gridColumnMenuSelector, useGridApiRef } from '@mui/x-data-grid';
import * as React from 'react';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(30, 95);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 130 },
];

export default function OpenMenuFromCode() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState('No menu opened yet.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {columns.map((column) => (
          <Button key={column.field} size="small" variant="outlined" onClick={() => apiRef.current?.showColumnMenu(column.field)}>
            {column.headerName} menu
          </Button>
        ))}
        <Typography variant="body2" color="text.secondary">
          {log}
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          aria-label="Salaries"
          onMenuOpen={() => setLog(`Menu open: ${apiRef.current && gridColumnMenuSelector(apiRef).field}`)}
          onMenuClose={() => setLog('Menu closed')}
        />
      </Box>
    </Stack>
  );
}
