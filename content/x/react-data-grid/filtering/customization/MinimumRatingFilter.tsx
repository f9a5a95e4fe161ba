import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../demo-data/employees';

const staff = createEmployees(40, 612);

function StarsInput({ item, applyValue }: GridFilterInputValueProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: 48, pl: 1 }}>
      <Rating
        name={`rating-filter-${item.id ?? 'new'}`}
        value={Number(item.value) || 0}
        onChange={(_event, value) => applyValue({ ...item, value })}
        aria-label="Minimum review score"
      />
    </Box>
  );
}

const atLeast: GridFilterOperator<Employee, number> = {
  label: 'at least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) return null;
    return (value) => value >= Number(filterItem.value);
  },
  InputComponent: StarsInput,
};

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 190 },
  {
    field: 'rating',
    headerName: 'Review score',
    type: 'number',
    width: 160,
    display: 'flex',
    renderCell: (params) => <Rating readOnly size="small" value={params.value ?? 0} aria-label={`${params.value} of 5`} />,
    filterOperators: [atLeast],
  },
];

export default function MinimumRatingFilter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [{ field: 'rating', operator: 'atLeast', value: 4 }] } } }}
        aria-label="Staff with a review score of at least four"
      />
    </Box>
  );
}
