import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const;

// One row per period; a double lesson repeats its subject in two consecutive periods.
const periods = [
  { id: 1, time: '08:30', Mon: 'Maths', Tue: 'Biology', Wed: 'History', Thu: 'Maths', Fri: 'Art' },
  { id: 2, time: '09:20', Mon: 'Maths', Tue: 'Biology', Wed: 'English', Thu: 'Physics', Fri: 'Art' },
  { id: 3, time: '10:30', Mon: 'English', Tue: 'French', Wed: 'Maths', Thu: 'Physics', Fri: 'Music' },
  { id: 4, time: '11:20', Mon: 'Chemistry', Tue: 'French', Wed: 'Sport', Thu: 'English', Fri: 'History' },
  { id: 5, time: '13:30', Mon: 'Chemistry', Tue: 'Maths', Wed: 'Sport', Thu: 'Geography', Fri: 'English' },
  { id: 6, time: '14:20', Mon: 'Geography', Tue: 'Music', Wed: 'Sport', Thu: 'Geography', Fri: 'Study' },
];

const columns: GridColDef<(typeof periods)[number]>[] = [
  { field: 'time', headerName: 'Period', width: 90 },
  ...DAYS.map((day): GridColDef<(typeof periods)[number]> => ({ field: day, headerName: day, width: 120, sortable: false })),
];

export default function ClassTimetableSpanning() {
  return (
    <Box sx={{ height: 380, width: '100%', '& .MuiDataGrid-cell': { justifyContent: 'center' } }}>
      <DataGrid
        rows={periods}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
        disableColumnMenu
        disableRowSelectionOnClick
        aria-label="Class 9B timetable"
      />
    </Box>
  );
}
