import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../demo-data/employees';

const staff = createEmployees(80, 624);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  // Every address shares the company domain, so searching it would match every row.
  // Returning null leaves this column out of the quick filter.
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 230, getApplyQuickFilterFn: () => null },
  { field: 'department', headerName: 'Department', width: 130 },
  // Hidden below: hidden columns are skipped by the quick filter unless the model opts in.
  { field: 'role', headerName: 'Role', width: 190 },
];

export default function SkipColumnsInSearch() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const searchHidden = filterModel.quickFilterExcludeHiddenColumns === false;

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={searchHidden}
            onChange={(event) =>
              setFilterModel((model) => ({ ...model, quickFilterExcludeHiddenColumns: !event.target.checked }))
            }
          />
        }
        label="Also search the hidden Role column"
      />
      <Box sx={{ height: 420, mt: 1 }}>
        <DataGrid
          rows={staff}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{ columns: { columnVisibilityModel: { role: false } } }}
          aria-label="Staff search that skips the email column"
        />
      </Box>
    </Box>
  );
}
