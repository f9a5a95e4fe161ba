import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  getGridSingleSelectOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';

const TAGS = ['vegan', 'gluten-free', 'spicy', 'nut-free', 'kids'];

interface Dish {
  id: number;
  dish: string;
  tags: string[];
}

const dishes: Dish[] = [
  { id: 1, dish: 'Lentil dal', tags: ['vegan', 'gluten-free', 'spicy'] },
  { id: 2, dish: 'Margherita pizza', tags: ['kids', 'nut-free'] },
  { id: 3, dish: 'Pad thai', tags: ['spicy'] },
  { id: 4, dish: 'Roast vegetable salad', tags: ['vegan', 'gluten-free', 'nut-free'] },
  { id: 5, dish: 'Fish fingers', tags: ['kids', 'nut-free'] },
  { id: 6, dish: 'Jollof rice', tags: ['vegan', 'gluten-free', 'spicy', 'nut-free'] },
];

// Reuse the select input of the built-in "is" operator, but test membership in an array.
const selectInput = getGridSingleSelectOperators().find((operator) => operator.value === 'is')!;

const hasTag: GridFilterOperator<Dish, string[]> = {
  label: 'has',
  value: 'has',
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) return null;
    return (value) => value.includes(filterItem.value);
  },
  InputComponent: selectInput.InputComponent,
};

const columns: GridColDef<Dish>[] = [
  { field: 'dish', headerName: 'Dish', width: 200 },
  {
    field: 'tags',
    headerName: 'Tags',
    flex: 1,
    minWidth: 280,
    // `valueOptions` feeds the select input borrowed from the single select operators.
    type: 'singleSelect',
    valueOptions: TAGS,
    sortable: false,
    display: 'flex',
    renderCell: (params) => (
      <Stack direction="row" spacing={0.5}>
        {params.row.tags.map((tag) => (
          <Chip key={tag} label={tag} size="small" />
        ))}
      </Stack>
    ),
    filterOperators: [hasTag],
  },
];

export default function TagListOperator() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={dishes}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{ filter: { filterModel: { items: [{ field: 'tags', operator: 'has', value: 'vegan' }] } } }}
        aria-label="Menu dishes filtered by tag"
      />
    </Box>
  );
}
