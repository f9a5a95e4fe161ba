import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: string;
  destination: string;
  seats: number;
  departs: Date;
  boarding: Date;
  international: boolean;
  gate: string;
}

const flights: Flight[] = [
  { id: 'LX318', destination: 'London Heathrow', seats: 38, departs: new Date(2026, 6, 4), boarding: new Date(2026, 6, 4, 7, 10), international: true, gate: 'A12' },
  { id: 'LX1410', destination: 'Geneva', seats: 4, departs: new Date(2026, 6, 4), boarding: new Date(2026, 6, 4, 9, 35), international: false, gate: 'B3' },
  { id: 'LX40', destination: 'Los Angeles', seats: 112, departs: new Date(2026, 6, 5), boarding: new Date(2026, 6, 5, 12, 5), international: true, gate: 'E27' },
  { id: 'LX2806', destination: 'Lugano', seats: 0, departs: new Date(2026, 6, 5), boarding: new Date(2026, 6, 5, 16, 40), international: false, gate: 'B7' },
  { id: 'LX160', destination: 'Tokyo Narita', seats: 57, departs: new Date(2026, 6, 6), boarding: new Date(2026, 6, 6, 12, 20), international: true, gate: 'E31' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 90 },
  { field: 'destination', headerName: 'Destination', type: 'string', width: 160 },
  { field: 'seats', headerName: 'Free seats', type: 'number', width: 110 },
  { field: 'departs', headerName: 'Date', type: 'date', width: 120 },
  { field: 'boarding', headerName: 'Boarding', type: 'dateTime', width: 190 },
  { field: 'international', headerName: 'Passport', type: 'boolean', width: 100 },
  { field: 'gate', headerName: 'Gate', type: 'singleSelect', valueOptions: ['A12', 'B3', 'B7', 'E27', 'E31'], width: 100 },
];

export default function ColumnTypesGallery() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={flights}
        columns={columns.map((column) => ({ ...column, editable: column.field !== 'id' }))}
        hideFooter
        aria-label="Departures"
      />
    </Box>
  );
}
