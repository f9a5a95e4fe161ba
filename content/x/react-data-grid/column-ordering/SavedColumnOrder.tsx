import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, gridColumnFieldsSelector, useGridApiRef } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(40, 115);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'country', headerName: 'Country', width: 130 },
];

/** An order saved from an earlier visit: country first. */
const saved = ['country', 'lastName', 'firstName', 'department', 'role'];

export default function SavedColumnOrder() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState(saved);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          onClick={() => {
            columns.forEach((column, index) => apiRef.current?.setColumnIndex(column.field, index));
            // `setColumnIndex` does not fire `onColumnOrderChange`: read the new order here.
            setOrder(gridColumnFieldsSelector(apiRef));
          }}
        >
          Default order
        </Button>
        <Typography variant="body2" color="text.secondary">
          Order: {order.join(' → ')}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          aria-label="Staff"
          initialState={{ columns: { orderedFields: saved } }}
          // Fires once when a reader drops a dragged header: the place to save the layout.
          onColumnOrderChange={() => setOrder(gridColumnFieldsSelector(apiRef))}
        />
      </Box>
    </Stack>
  );
}
