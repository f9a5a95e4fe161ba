import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const lines = [
  { id: 1, item: 'Venue', planned: 12000, actual: 12500 },
  { id: 2, item: 'Catering', planned: 8000, actual: 7420 },
  { id: 3, item: 'Travel', planned: 6500, actual: 7980 },
  { id: 4, item: 'Printing', planned: 900, actual: 640 },
];

const columns: GridColDef<(typeof lines)[number]>[] = [
  { field: 'item', headerName: 'Budget line', width: 160 },
  { field: 'planned', headerName: 'Planned ($)', type: 'number', width: 130, headerClassName: 'header--plan' },
  { field: 'actual', headerName: 'Actual ($)', type: 'number', width: 130, headerClassName: 'header--actual' },
  {
    field: 'variance',
    headerName: 'Variance ($)',
    type: 'number',
    width: 140,
    valueGetter: (_v, row) => row.planned - row.actual,
    headerClassName: 'header--actual',
  },
];

export default function BudgetHeaderClasses() {
  return (
    <Box
      sx={{
        height: 300,
        width: '100%',
        '& .header--plan': { bgcolor: 'action.hover' },
        '& .header--actual': { bgcolor: 'primary.main', color: 'primary.contrastText' },
        '& .header--actual .MuiDataGrid-iconButtonContainer button, & .header--actual .MuiDataGrid-menuIcon button': { color: 'inherit' },
      }}
    >
      <DataGrid rows={lines} columns={columns} hideFooter aria-label="Conference budget" />
    </Box>
  );
}
