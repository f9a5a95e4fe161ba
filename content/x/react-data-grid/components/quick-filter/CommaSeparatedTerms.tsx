import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGrid, QuickFilter, QuickFilterControl, Toolbar, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../demo-data/employees';

const staff = createEmployees(90, 853);

// Terms are separated by commas, so a term may hold spaces: "support lead, ghana" is two terms.
const parseTerms = (input: string) =>
  input
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '');
const formatTerms = (terms: string[]) => terms.join(', ');

function TermsToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <QuickFilter parser={parseTerms} formatter={formatTerms} expanded>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="e.g. support lead, ghana"
              helperText="Separate terms with commas; every term must match"
              sx={{ width: 'min(360px, 100%)', my: 0.5 }}
              slotProps={{ htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search by comma-separated terms' } }}
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

export default function CommaSeparatedTerms() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        showToolbar
        slots={{ toolbar: TermsToolbar }}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['support lead'] } } }}
        aria-label="Staff searched by terms"
      />
    </Box>
  );
}
