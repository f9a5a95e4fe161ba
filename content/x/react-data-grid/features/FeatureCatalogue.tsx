import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Plan = 'MIT' | 'Pro' | 'Premium';

interface Feature {
  id: number;
  name: string;
  area: string;
  plan: Plan;
  summary: string;
  page?: string;
}

const features: Omit<Feature, 'id'>[] = [
  { name: 'Column definition', area: 'Columns', plan: 'MIT', summary: 'Types, value getters, formatters and cell renderers', page: 'column-definition' },
  { name: 'Column sizing and autosizing', area: 'Columns', plan: 'MIT', summary: 'Fixed and flex widths, drag to resize, fit to content', page: 'column-dimensions' },
  { name: 'Column visibility', area: 'Columns', plan: 'MIT', summary: 'Hide columns from code or the columns panel', page: 'column-visibility' },
  { name: 'Column groups', area: 'Columns', plan: 'MIT', summary: 'Headers that span several columns, nested', page: 'column-groups' },
  { name: 'Column spanning', area: 'Columns', plan: 'MIT', summary: 'Cells that stretch across neighbouring columns', page: 'column-spanning' },
  { name: 'Column menu', area: 'Columns', plan: 'MIT', summary: 'Per-column menu with custom items', page: 'column-menu' },
  { name: 'Column reordering', area: 'Columns', plan: 'Pro', summary: 'Drag headers to change the column order', page: 'column-ordering' },
  { name: 'Column pinning', area: 'Columns', plan: 'Pro', summary: 'Keep columns on the left or right while scrolling', page: 'column-pinning' },
  { name: 'Row height and spacing', area: 'Rows', plan: 'MIT', summary: 'Fixed, variable and content-based heights', page: 'row-height' },
  { name: 'Row spanning', area: 'Rows', plan: 'MIT', summary: 'Merge equal cells that follow each other', page: 'row-spanning' },
  { name: 'Row updates', area: 'Rows', plan: 'MIT', summary: 'Replace rows or patch them through the API', page: 'row-updates' },
  { name: 'Infinite loading', area: 'Rows', plan: 'Pro', summary: 'Fetch more rows when the reader nears the end', page: 'row-updates' },
  { name: 'Master-detail panels', area: 'Rows', plan: 'Pro', summary: 'Expand a row to show anything below it', page: 'master-detail' },
  { name: 'Row reordering', area: 'Rows', plan: 'Pro', summary: 'Drag rows into a new order', page: 'row-ordering' },
  { name: 'Row pinning', area: 'Rows', plan: 'Pro', summary: 'Keep rows at the top or bottom', page: 'row-pinning' },
  { name: 'Tree data', area: 'Rows', plan: 'Pro', summary: 'Show hierarchies with expandable parents', page: 'tree-data' },
  { name: 'Sorting', area: 'Data', plan: 'MIT', summary: 'Click a header to sort; several columns in Pro' },
  { name: 'Filtering and quick search', area: 'Data', plan: 'MIT', summary: 'Filter panel, quick filter; combined filters in Pro' },
  { name: 'Header filters', area: 'Data', plan: 'Pro', summary: 'A filter input under every column header' },
  { name: 'Pagination', area: 'Data', plan: 'MIT', summary: 'Pages of up to 100 rows; any size in Pro' },
  { name: 'Editing', area: 'Data', plan: 'MIT', summary: 'Cell and row editing with validation' },
  { name: 'Server-side data source', area: 'Data', plan: 'MIT', summary: 'Load pages, sorts and filters from a server' },
  { name: 'Row grouping', area: 'Data', plan: 'Premium', summary: 'Group rows by one or more columns' },
  { name: 'Aggregation', area: 'Data', plan: 'Premium', summary: 'Sums, averages and counts per group' },
  { name: 'Pivoting', area: 'Data', plan: 'Premium', summary: 'Turn values into columns, as in a spreadsheet' },
  { name: 'Undo and redo', area: 'Data', plan: 'Premium', summary: 'Step back through cell and row edits and pastes' },
  { name: 'Row selection', area: 'Interaction', plan: 'MIT', summary: 'Click or checkbox selection of rows' },
  { name: 'Cell selection', area: 'Interaction', plan: 'Premium', summary: 'Select ranges of cells like a spreadsheet' },
  { name: 'Clipboard paste', area: 'Interaction', plan: 'Premium', summary: 'Paste ranges from a spreadsheet; copy is MIT' },
  { name: 'CSV export and print', area: 'Export', plan: 'MIT', summary: 'Download or print the visible data' },
  { name: 'Excel export', area: 'Export', plan: 'Premium', summary: 'Write .xlsx files with types and formats' },
  { name: 'Virtualization', area: 'Performance', plan: 'MIT', summary: 'Only rows and columns in view are rendered', page: 'virtualization' },
];

const rows: Feature[] = features.map((feature, index) => ({ id: index + 1, ...feature }));

const planColor = { MIT: 'default', Pro: 'primary', Premium: 'secondary' } as const;

const columns: GridColDef<Feature>[] = [
  {
    field: 'name',
    headerName: 'Feature',
    width: 230,
    // `tabIndex` keeps the links out of the tab order until their cell has focus.
    renderCell: ({ row, tabIndex }) =>
      row.page ? (
        <Link href={`/x/react-data-grid/${row.page}/`} tabIndex={tabIndex}>
          {row.name}
        </Link>
      ) : (
        row.name
      ),
  },
  { field: 'area', headerName: 'Area', width: 120 },
  {
    field: 'plan',
    headerName: 'Plan',
    type: 'singleSelect',
    valueOptions: ['MIT', 'Pro', 'Premium'],
    width: 110,
    renderCell: ({ row }) => <Chip size="small" label={row.plan} color={planColor[row.plan]} />,
  },
  { field: 'summary', headerName: 'What it does', flex: 1, minWidth: 260 },
];

export default function FeatureCatalogue() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        density="compact"
        aria-label="Data Grid features by plan"
        initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
        pageSizeOptions={[50]}
      />
    </Box>
  );
}
