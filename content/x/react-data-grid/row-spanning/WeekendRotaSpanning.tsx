import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rota = [
  { id: 1, day: 'Saturday', shift: 'Opening (7–11)', barista: 'Amara', role: 'Espresso bar' },
  { id: 2, day: 'Saturday', shift: 'Opening (7–11)', barista: 'Sven', role: 'Till' },
  { id: 3, day: 'Saturday', shift: 'Midday (11–15)', barista: 'Sven', role: 'Espresso bar' },
  { id: 4, day: 'Saturday', shift: 'Midday (11–15)', barista: 'Leila', role: 'Till' },
  { id: 5, day: 'Saturday', shift: 'Closing (15–19)', barista: 'Leila', role: 'Espresso bar' },
  { id: 6, day: 'Sunday', shift: 'Opening (8–12)', barista: 'Mateo', role: 'Espresso bar' },
  { id: 7, day: 'Sunday', shift: 'Opening (8–12)', barista: 'Amara', role: 'Till' },
  { id: 8, day: 'Sunday', shift: 'Afternoon (12–17)', barista: 'Mateo', role: 'Espresso bar' },
];

const columns: GridColDef<(typeof rota)[number]>[] = [
  { field: 'day', headerName: 'Day', width: 120 },
  { field: 'shift', headerName: 'Shift', width: 170 },
  { field: 'role', headerName: 'Station', width: 140 },
  { field: 'barista', headerName: 'Barista', width: 130 },
];

export default function WeekendRotaSpanning() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rota}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
        disableRowSelectionOnClick
        aria-label="Weekend rota"
      />
    </Box>
  );
}
