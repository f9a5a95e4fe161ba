import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createEmployees } from '../demo-data/employees';
import { createRandom } from '../demo-data/random';

const random = createRandom(203);
const ranked = createEmployees(80, 203)
  .map((person) => ({ id: person.id, name: `${person.firstName} ${person.lastName}`, team: person.department, cups: random.int(40, 900) }))
  .sort((a, b) => b.cups - a.cups)
  .map((row, index) => ({ ...row, rank: index + 1 }));

// The signed-in reader: shown pinned at the top and left out of the scrolling list.
const me = ranked[46];
const others = ranked.filter((row) => row !== me);

const columns: GridColDef<(typeof ranked)[number]>[] = [
  { field: 'rank', headerName: 'Rank', type: 'number', width: 80 },
  { field: 'name', headerName: 'Barista', flex: 1, minWidth: 160 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'cups', headerName: 'Cups this month', type: 'number', width: 150 },
];

export default function LeaderboardYouPinned() {
  return (
    <Box sx={{ height: 420, width: '100%', [`& [data-id="${me.id}"]`]: { bgcolor: 'action.selected', fontWeight: 600 } }}>
      <DataGridPro
        rows={others}
        columns={columns}
        pinnedRows={{ top: [{ ...me, name: `${me.name} (you)` }] }}
        pinnedRowsSectionSeparator="border"
        aria-label="Monthly leaderboard"
      />
    </Box>
  );
}
