import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGrid,
  type GridColDef,
  type GridValueFormatter,
  type GridValueGetter,
  type GridValueSetter,
} from '@mui/x-data-grid';

interface CrewMember {
  id: number;
  firstName: string;
  lastName: string;
  vessel: string;
  hoursThisWeek: number;
  certifiedUntil: Date;
}

const initialCrew: CrewMember[] = [
  { id: 1, firstName: 'Ines', lastName: 'Ferreira', vessel: 'Northern Tern', hoursThisWeek: 41, certifiedUntil: new Date(Date.UTC(2027, 2, 1)) },
  { id: 2, firstName: 'Jomo', lastName: 'Kamau', vessel: 'Northern Tern', hoursThisWeek: 52, certifiedUntil: new Date(Date.UTC(2026, 7, 15)) },
  { id: 3, firstName: 'Sven', lastName: 'Nyberg', vessel: 'Harbour Seal', hoursThisWeek: 38, certifiedUntil: new Date(Date.UTC(2026, 6, 2)) },
  { id: 4, firstName: 'Leila', lastName: 'Haddad', vessel: 'Harbour Seal', hoursThisWeek: 47, certifiedUntil: new Date(Date.UTC(2028, 0, 20)) },
  { id: 5, firstName: 'Hiroshi', lastName: 'Tanaka', vessel: 'Grey Heron', hoursThisWeek: 29, certifiedUntil: new Date(Date.UTC(2026, 11, 9)) },
];

// v7 signatures: the value first, then the row, the column and the API.
const fullName: GridValueGetter<CrewMember, string> = (_value, row) => `${row.firstName} ${row.lastName}`;

const splitFullName: GridValueSetter<CrewMember> = (value, row) => {
  const [firstName, ...rest] = String(value).trim().split(' ');
  return { ...row, firstName, lastName: rest.join(' ') };
};

const asHours: GridValueFormatter<CrewMember, number, string, number> = (value) => `${value} h`;

const asDate: GridValueFormatter<CrewMember, Date, string, Date> = (value) =>
  value.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const columns: GridColDef<CrewMember>[] = [
  { field: 'fullName', headerName: 'Name (editable)', flex: 1, minWidth: 170, editable: true, valueGetter: fullName, valueSetter: splitFullName },
  { field: 'vessel', headerName: 'Vessel', width: 140 },
  {
    field: 'hoursThisWeek',
    headerName: 'Hours',
    type: 'number',
    width: 110,
    valueFormatter: asHours,
    // Since v7 cells are not flex containers by default: opt in to centre a chip vertically.
    display: 'flex',
    renderCell: ({ value, formattedValue }) => (
      <Chip size="small" label={formattedValue} color={(value as number) > 48 ? 'error' : 'default'} />
    ),
  },
  { field: 'certifiedUntil', headerName: 'Certified until', type: 'date', width: 150, valueFormatter: asDate },
];

export default function CrewRosterCallbacks() {
  const [crew, setCrew] = React.useState(initialCrew);
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={crew}
        columns={columns}
        processRowUpdate={(updated) => {
          setCrew((current) => current.map((member) => (member.id === updated.id ? updated : member)));
          return updated;
        }}
        aria-label="Crew roster using the v7 value callbacks"
      />
    </Box>
  );
}
