import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const SLOTS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'] as const;
type Slot = (typeof SLOTS)[number];

/** Each room's sessions: start slot, title and length in hours. */
const sessions: { room: string; plan: [Slot, string, number][] }[] = [
  { room: 'Main hall', plan: [['09:00', 'Opening keynote', 2], ['11:00', 'Panel: sourcing', 1], ['12:00', 'Lunch', 1], ['13:00', 'Roasting at scale', 3]] },
  { room: 'Studio A', plan: [['09:00', 'Espresso lab', 3], ['12:00', 'Lunch', 1], ['13:00', 'Latte art', 1], ['14:00', 'Milk alternatives', 2]] },
  { room: 'Studio B', plan: [['09:00', 'Cupping', 1], ['10:00', 'Water chemistry', 1], ['11:00', 'Grinders', 1], ['12:00', 'Lunch', 1], ['13:00', 'Open bar', 3]] },
];

type Row = { id: string; room: string } & Partial<Record<Slot, string>> & { lengths: Partial<Record<Slot, number>> };

const rows: Row[] = sessions.map(({ room, plan }) => ({
  id: room,
  room,
  ...Object.fromEntries(plan.map(([slot, title]) => [slot, title])),
  lengths: Object.fromEntries(plan.map(([slot, , hours]) => [slot, hours])),
}));

const columns: GridColDef<Row>[] = [
  { field: 'room', headerName: 'Room', width: 120 },
  ...SLOTS.map(
    (slot): GridColDef<Row> => ({
      field: slot,
      headerName: slot,
      width: 130,
      sortable: false,
      colSpan: (_value, row) => row.lengths[slot] ?? 1,
      cellClassName: ({ value }) => (value === 'Lunch' ? 'lunch' : value ? 'session' : ''),
    }),
  ),
];

export default function ConferenceTimetable() {
  return (
    <Box
      sx={{
        height: 260,
        width: '100%',
        '& .session': { bgcolor: 'action.selected', borderInlineStart: '3px solid', borderInlineStartColor: 'primary.main' },
        '& .lunch': { justifyContent: 'center', color: 'text.secondary' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnMenu
        showCellVerticalBorder
        aria-label="Conference day timetable"
      />
    </Box>
  );
}
