import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createEmployees, type Employee } from '../demo-data/employees';

const staff = createEmployees(80, 705);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
];

export default function FitRowsToHeight() {
  const [height, setHeight] = React.useState(360);
  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="grid-height-label" variant="body2" gutterBottom>
        Grid height: {height} px
      </Typography>
      <Slider
        value={height}
        min={240}
        max={520}
        step={20}
        onChange={(_event, value) => setHeight(value as number)}
        aria-labelledby="grid-height-label"
        sx={{ maxWidth: 320, mb: 1 }}
      />
      <Box sx={{ height }}>
        {/* The page size follows the height: no scrolling, no half-hidden row. */}
        <DataGrid rows={staff} columns={columns} autoPageSize aria-label="Staff, as many rows per page as fit" />
      </Box>
    </Box>
  );
}
