import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../demo-data/employees';

const staff = createEmployees(80, 850);

// An always-visible search field: the control renders a TextField, the clear button sits inside it.
function DirectoryToolbar() {
  return (
    <Toolbar>
      <QuickFilter expanded>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Name, role or country"
              sx={{ width: 'min(280px, 100%)' }}
              slotProps={{
                htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search the directory' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchRounded fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: controlProps.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                        <CloseRounded fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  { field: 'country', headerName: 'Country', width: 140 },
];

export default function DirectorySearch() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid rows={staff} columns={columns} showToolbar slots={{ toolbar: DirectoryToolbar }} aria-label="Staff directory" />
    </Box>
  );
}
