import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';
import * as React from 'react';
import { createEmployees, type Employee } from '../demo-data/employees';

const staff = createEmployees(40, 951);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
];

export default function DensityPicker() {
  const [density, setDensity] = React.useState<GridDensity>('comfortable');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, next: GridDensity | null) => next && setDensity(next)}
        aria-label="Row density"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={staff}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          showToolbar
          aria-label="Staff list with adjustable density"
        />
      </Box>
    </Box>
  );
}
