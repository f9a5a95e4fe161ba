import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridFilterInputValue,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';

/** "has tag": keeps rows with a tag that starts with the typed text. */
const hasTag: GridFilterOperator<any, string[], string> = {
  label: 'has tag',
  value: 'hasTag',
  getApplyFilterFn: (item) => {
    if (!item.value) return null;
    const search = String(item.value).toLowerCase();
    return (value) => value.some((tag) => tag.startsWith(search));
  },
  InputComponent: GridFilterInputValue,
};

const tagList: GridColTypeDef<string[], string> = {
  width: 260,
  display: 'flex',
  sortable: true,
  // Rows with more tags sort after rows with fewer.
  sortComparator: (a, b) => a.length - b.length,
  filterOperators: [hasTag],
  valueFormatter: (value: string[]) => value.join(', '),
  renderCell: ({ value }) => (
    <Stack direction="row" spacing={0.5} sx={{ overflow: 'hidden' }}>
      {value?.map((tag) => <Chip key={tag} label={tag} size="small" variant="outlined" />)}
    </Stack>
  ),
};

const issues = [
  { id: 301, title: 'App crashes when scanning a receipt', tags: ['bug', 'mobile', 'urgent'] },
  { id: 302, title: 'Invoice shows the wrong VAT rate', tags: ['bug', 'billing'] },
  { id: 303, title: 'Export orders to a spreadsheet', tags: ['feature request'] },
  { id: 304, title: 'Dark mode for the mobile app', tags: ['feature request', 'mobile'] },
  { id: 305, title: 'Card declined without a message', tags: ['billing', 'urgent'] },
];

const columns: GridColDef<(typeof issues)[number]>[] = [
  { field: 'id', headerName: 'Issue', width: 80 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  { field: 'tags', headerName: 'Labels', ...tagList },
];

export default function TagsColumnType() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={issues}
        columns={columns}
        hideFooter
        aria-label="Issues"
        initialState={{ filter: { filterModel: { items: [{ field: 'tags', operator: 'hasTag', value: 'urgent' }] } } }}
      />
    </Box>
  );
}
