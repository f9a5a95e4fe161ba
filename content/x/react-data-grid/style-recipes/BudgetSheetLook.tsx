import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface BudgetLine {
  id: number;
  item: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const rows: BudgetLine[] = [
  { id: 1, item: 'Rent', q1: 18000, q2: 18000, q3: 18600, q4: 18600 },
  { id: 2, item: 'Salaries', q1: 142000, q2: 145500, q3: 151000, q4: 151000 },
  { id: 3, item: 'Cloud hosting', q1: 9400, q2: 9900, q3: 11200, q4: 12800 },
  { id: 4, item: 'Software licences', q1: 6100, q2: 6100, q3: 6350, q4: 6350 },
  { id: 5, item: 'Travel', q1: 4200, q2: 7800, q3: 3100, q4: 8900 },
  { id: 6, item: 'Training', q1: 2500, q2: 1200, q3: 2500, q4: 4000 },
  { id: 7, item: 'Marketing', q1: 12000, q2: 15500, q3: 9800, q4: 21000 },
  { id: 8, item: 'Equipment', q1: 7300, q2: 2100, q3: 1800, q4: 9600 },
];

const money = (value: number) => value.toLocaleString('en-US');

const columns: GridColDef<BudgetLine>[] = [
  {
    // A row-number gutter like a spreadsheet's
    field: '__rowNumber',
    headerName: '#',
    width: 48,
    sortable: false,
    align: 'center',
    cellClassName: 'sheet-gutter',
    headerClassName: 'sheet-gutter',
    valueGetter: (_value, row) => row.id,
  },
  { field: 'item', headerName: 'A · Item', flex: 1, minWidth: 150 },
  { field: 'q1', headerName: 'B · Q1', type: 'number', width: 100, valueFormatter: money },
  { field: 'q2', headerName: 'C · Q2', type: 'number', width: 100, valueFormatter: money },
  { field: 'q3', headerName: 'D · Q3', type: 'number', width: 100, valueFormatter: money },
  { field: 'q4', headerName: 'E · Q4', type: 'number', width: 100, valueFormatter: money },
];

export default function BudgetSheetLook() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowHeight={30}
        columnHeaderHeight={32}
        hideFooter
        disableColumnMenu
        disableRowSelectionOnClick
        showCellVerticalBorder
        showColumnVerticalBorder
        aria-label="Yearly budget in a spreadsheet layout"
        sx={(theme) => ({
          borderRadius: 0,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '0.8125rem',
          [`& .${gridClasses.columnHeader}, & .sheet-gutter`]: {
            backgroundColor: (theme.vars ?? theme).palette.action.selected,
          },
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 600 },
          '& .sheet-gutter': { color: (theme.vars ?? theme).palette.text.secondary },
          // No row tint on hover: the focused cell is what matters in a sheet.
          [`& .${gridClasses.row}:hover`]: { backgroundColor: 'transparent' },
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: {
            outline: `2px solid ${(theme.vars ?? theme).palette.success.main}`,
            outlineOffset: -2,
          },
        })}
      />
    </Box>
  );
}
