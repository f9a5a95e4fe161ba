import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import * as React from 'react';
import { createEmployees, type Employee } from '../demo-data/employees';

const staff = createEmployees(120, 661);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 190 },
];

export default function SearchFieldOutsideGrid() {
  const [text, setText] = React.useState('');
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  const search = (value: string) => {
    setText(value);
    // The same words the toolbar's quick filter would produce.
    setFilterModel((current) => ({ ...current, quickFilterValues: value.split(' ').filter(Boolean) }));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        label="Find a colleague"
        type="search"
        size="small"
        value={text}
        onChange={(event) => search(event.target.value)}
        sx={{ mb: 1, width: { xs: '100%', sm: 320 } }}
      />
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={staff}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          aria-label="Staff directory searched from the field above"
        />
      </Box>
    </Box>
  );
}
