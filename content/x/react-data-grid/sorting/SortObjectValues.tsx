import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  route: { from: string; to: string; km: number };
}

const flights: Flight[] = [
  { id: 1, flight: 'NZ 102', route: { from: 'Auckland', to: 'Sydney', km: 2158 } },
  { id: 2, flight: 'KQ 310', route: { from: 'Nairobi', to: 'Accra', km: 4227 } },
  { id: 3, flight: 'LO 281', route: { from: 'Warsaw', to: 'Stockholm', km: 808 } },
  { id: 4, flight: 'JL 5', route: { from: 'Tokyo', to: 'New York', km: 10838 } },
  { id: 5, flight: 'AM 692', route: { from: 'Mexico City', to: 'Toronto', km: 3263 } },
];

// The cell value is an object: sort on its distance, display its two cities.
const byDistance: GridComparatorFn<Flight['route']> = (a, b) => a.km - b.km;

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  {
    field: 'route',
    headerName: 'Route (sorted by distance)',
    flex: 1,
    minWidth: 260,
    sortComparator: byDistance,
    valueFormatter: (value: Flight['route']) => `${value.from} → ${value.to} (${value.km.toLocaleString('en')} km)`,
    filterable: false,
  },
];

export default function SortObjectValues() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={flights} columns={columns} hideFooter aria-label="Flights by distance" />
    </Box>
  );
}
