import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { PRODUCTS } from '../../demo-data/orders';

type Range = [number | undefined, number | undefined];

// Two number fields that write one `[min, max]` value into the filter item.
function RangeInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  const [min, max] = (Array.isArray(item.value) ? item.value : [undefined, undefined]) as Range;
  const update = (index: 0 | 1, text: string) => {
    const next: Range = [min, max];
    next[index] = text === '' ? undefined : Number(text);
    applyValue({ ...item, value: next });
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', height: 48 }}>
      <TextField
        label="From"
        type="number"
        variant="standard"
        value={min ?? ''}
        onChange={(event) => update(0, event.target.value)}
        inputRef={focusElementRef}
        sx={{ width: 80 }}
      />
      <TextField label="To" type="number" variant="standard" value={max ?? ''} onChange={(event) => update(1, event.target.value)} sx={{ width: 80 }} />
    </Stack>
  );
}

const between: GridFilterOperator<Item, number> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    const [min, max] = (Array.isArray(filterItem.value) ? filterItem.value : [undefined, undefined]) as Range;
    // Nothing typed yet: the filter does not apply.
    if (min === undefined && max === undefined) return null;
    return (value) => (min === undefined || value >= min) && (max === undefined || value <= max);
  },
  InputComponent: RangeInput,
  getValueAsString: (value: Range) => `${value?.[0] ?? '…'} to ${value?.[1] ?? '…'}`,
};

interface Item {
  id: number;
  name: string;
  category: string;
  price: number;
}

const items: Item[] = PRODUCTS.map((product, index) => ({ id: index + 1, ...product }));

const columns: GridColDef<Item>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 130 },
  // The new operator first, so it is the one a new filter on this column starts with.
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 130, filterOperators: [between, ...getGridNumericOperators()] },
];

export default function PriceBetweenOperator() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={items}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [{ field: 'price', operator: 'between', value: [10, 40] }] } } }}
        aria-label="Products filtered by a price range"
      />
    </Box>
  );
}
