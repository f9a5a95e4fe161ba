import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRenderHeaderFilterProps,
} from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../../demo-data/employees';

const staff = createEmployees(120, 654);

// A three-way switch for a boolean column: everyone, remote only, on site only.
function RemoteHeaderFilter({ item, colDef }: GridRenderHeaderFilterProps) {
  const apiRef = useGridApiContext();
  const value = item.value === undefined ? 'any' : String(item.value);
  return (
    <FormControl variant="standard" size="small" fullWidth>
      <Select
        value={value}
        slotProps={{ input: { 'aria-label': `Filter ${colDef.headerName}` } }}
        onChange={(event) => {
          const next = event.target.value;
          if (next === 'any') apiRef.current.deleteFilterItem({ ...item, field: colDef.field });
          else apiRef.current.upsertFilterItem({ ...item, field: colDef.field, operator: 'is', value: next });
        }}
      >
        <MenuItem value="any">Everyone</MenuItem>
        <MenuItem value="true">Remote</MenuItem>
        <MenuItem value="false">On site</MenuItem>
      </Select>
    </FormControl>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 150 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 200 },
  {
    field: 'remote',
    headerName: 'Remote',
    type: 'boolean',
    width: 140,
    renderHeaderFilter: (params) => <RemoteHeaderFilter {...params} />,
  },
];

export default function CustomHeaderFilterPro() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro rows={staff} columns={columns} headerFilters aria-label="Staff with a custom remote filter" />
    </Box>
  );
}
