import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridGroupNode, type GridRowModel } from '@mui/x-data-grid-pro';

interface BudgetLine {
  id: number;
  path: string[];
  planned: number;
  spent: number;
}

const rows: BudgetLine[] = [
  { id: 1, path: ['Marketing'], planned: 120_000, spent: 131_500 },
  { id: 2, path: ['Marketing', 'Paid search'], planned: 60_000, spent: 71_200 },
  { id: 3, path: ['Marketing', 'Trade fairs'], planned: 45_000, spent: 44_100 },
  { id: 4, path: ['Marketing', 'Print'], planned: 15_000, spent: 16_200 },
  { id: 5, path: ['Operations'], planned: 210_000, spent: 188_900 },
  { id: 6, path: ['Operations', 'Warehouse rent'], planned: 150_000, spent: 150_000 },
  { id: 7, path: ['Operations', 'Forklift leases'], planned: 60_000, spent: 38_900 },
  { id: 8, path: ['People'], planned: 95_000, spent: 99_800 },
  { id: 9, path: ['People', 'Training'], planned: 40_000, spent: 52_300 },
  { id: 10, path: ['People', 'Team events'], planned: 55_000, spent: 47_500 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const columns: GridColDef<BudgetLine>[] = [
  { field: 'planned', headerName: 'Planned', type: 'number', width: 130, valueFormatter: (value: number) => usd.format(value) },
  { field: 'spent', headerName: 'Spent', type: 'number', width: 130, valueFormatter: (value: number) => usd.format(value) },
  {
    field: 'variance',
    headerName: 'Variance',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.planned - row.spent,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function BudgetExpandedByRule() {
  const rowsById = new Map<GridRowModel['id'], BudgetLine>(rows.map((row) => [row.id, row]));
  // Open only the departments that went over budget, so the reader sees where the money went.
  const isGroupExpandedByDefault = (node: GridGroupNode) => {
    const row = rowsById.get(node.id);
    return row ? row.spent > row.planned : false;
  };

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        treeData
        getTreeDataPath={(row) => row.path}
        rows={rows}
        columns={columns}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        groupingColDef={{ headerName: 'Budget line', minWidth: 220, flex: 1 }}
        aria-label="Department budgets"
      />
    </Box>
  );
}
