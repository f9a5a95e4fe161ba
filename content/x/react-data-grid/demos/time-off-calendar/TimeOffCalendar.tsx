import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  type GridCellParams,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';
import * as React from 'react';
import { ABSENCE_KINDS, type AbsenceKind, DAYS, initialSchedule, PEOPLE, type Person, WEEKS } from './absences';
import { AbsenceCell } from './AbsenceCell';

type Row = Person & Record<string, unknown>;
type Tool = AbsenceKind | 'clear';

const dayColumns: GridColDef<Row>[] = DAYS.map(({ day, field, weekday, long, weekend }) => ({
  field,
  headerName: `${weekday.slice(0, 2)} ${day}`,
  description: long,
  width: 46,
  sortable: false,
  disableColumnMenu: true,
  align: 'center',
  headerAlign: 'center',
  cellClassName: weekend ? 'weekend' : undefined,
  renderCell: ({ value }) => (value ? <AbsenceCell kind={value as AbsenceKind} /> : null),
}));

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Employee', width: 170 },
  { field: 'team', headerName: 'Team', width: 110 },
  {
    field: 'total',
    headerName: 'Days off',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => DAYS.filter(({ field }) => row[field]).length,
  },
  ...dayColumns,
];

const groups: GridColumnGroupingModel = WEEKS.map((days) => ({
  groupId: `week-${days[0]}`,
  headerName: `July ${days[0]}–${days[days.length - 1]}`,
  headerAlign: 'center',
  children: days.map((day) => ({ field: `d${day}` })),
}));

export default function TimeOffCalendar() {
  const [schedule, setSchedule] = React.useState(initialSchedule);
  const [tool, setTool] = React.useState<Tool>('vacation');

  const rows = React.useMemo<Row[]>(
    () => PEOPLE.map((person) => ({ ...person, ...Object.fromEntries(Object.entries(schedule[person.id]).map(([day, kind]) => [`d${day}`, kind])) })),
    [schedule],
  );

  const paint = (params: GridCellParams<Row>) => {
    const day = Number(params.field.slice(1));
    if (!params.field.startsWith('d') || Number.isNaN(day)) return;
    setSchedule((current) => {
      const days = { ...current[params.row.id] };
      if (tool === 'clear') delete days[day];
      else days[day] = tool;
      return { ...current, [params.row.id]: days };
    });
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup exclusive size="small" value={tool} onChange={(_, next: Tool | null) => next && setTool(next)} aria-label="Absence to record">
        {(Object.keys(ABSENCE_KINDS) as AbsenceKind[]).map((kind) => (
          <ToggleButton key={kind} value={kind} sx={{ gap: 1 }}>
            <AbsenceCell kind={kind} /> {ABSENCE_KINDS[kind].label}
          </ToggleButton>
        ))}
        <ToggleButton value="clear">Clear day</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 520, '& .weekend': { bgcolor: 'action.hover' } }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnGroupingModel={groups}
          density="compact"
          hideFooter
          disableRowSelectionOnClick
          aria-label="Team time off, July 2026"
          onCellClick={paint}
          onCellKeyDown={(params, event) => {
            if ((event.key === 'Enter' || event.key === ' ') && /^d\d+$/.test(params.field)) {
              // Space otherwise moves the focus a page down: keep the grid's own handling out.
              event.defaultMuiPrevented = true;
              event.preventDefault();
              paint(params);
            }
          }}
        />
      </Box>
    </Stack>
  );
}
