import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
const SHIFTS = ['Early', 'Late', 'Night', 'Off'];

const rota = ['Amara', 'Bjørn', 'Chiara', 'Dmitri', 'Esi', 'Farhan', 'Gabriela', 'Hiroshi'].map((name, row) => ({
  id: row + 1,
  name,
  ...Object.fromEntries(DAYS.map((day, col) => [day, SHIFTS[(row + col * 3) % SHIFTS.length]])),
}));

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Nurse', width: 130 },
  ...DAYS.map((day) => ({ field: day, headerName: day[0].toUpperCase() + day.slice(1), width: 100 })),
];

export default function RosterRangeSelectionPremium() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* Drag across cells, or Shift+arrow keys, to select a block; Ctrl/⌘ adds another block. */}
      <DataGridPremium rows={rota} columns={columns} cellSelection hideFooter aria-label="Ward rota, select blocks of shifts" />
    </Box>
  );
}
