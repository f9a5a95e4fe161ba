import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { createRandom } from '../demo-data/random';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] as const;
const random = createRandom(103);
const rows = ['Berlin', 'Toronto', 'Osaka', 'Nairobi', 'Lima'].map((store) => ({
  id: store,
  store,
  ...Object.fromEntries(MONTHS.map((month) => [month, random.int(18, 64) * 1000])),
}));

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', width: 110 },
  ...MONTHS.map((month): GridColDef => ({ field: month, headerName: month, type: 'number', width: 95 })),
];

const quarter = (id: string, name: string, months: readonly string[]) => ({
  groupId: id,
  headerName: name,
  headerAlign: 'center' as const,
  children: months.map((field) => ({ field })),
});

// Groups nest: the half-year contains its quarters, which contain the months.
const groups: GridColumnGroupingModel = [
  {
    groupId: 'h1',
    headerName: 'First half 2026 (USD)',
    headerAlign: 'center',
    children: [quarter('q1', 'Q1', MONTHS.slice(0, 3)), quarter('q2', 'Q2', MONTHS.slice(3))],
  },
];

export default function QuarterlySalesNested() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} columnGroupingModel={groups} hideFooter showColumnVerticalBorder aria-label="Sales by store and month" />
    </Box>
  );
}
