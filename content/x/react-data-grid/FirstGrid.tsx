import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  tracking: string;
  destination: string;
  carrier: string;
  weightKg: number;
  insured: boolean;
}

const rows: Shipment[] = [
  { id: 1, tracking: 'SHP-2041', destination: 'Rotterdam', carrier: 'Nordline', weightKg: 12.4, insured: true },
  { id: 2, tracking: 'SHP-2042', destination: 'Nairobi', carrier: 'Savanna Express', weightKg: 3.1, insured: false },
  { id: 3, tracking: 'SHP-2043', destination: 'Osaka', carrier: 'Pacific Cargo', weightKg: 27.9, insured: true },
  { id: 4, tracking: 'SHP-2044', destination: 'Montréal', carrier: 'Nordline', weightKg: 0.8, insured: false },
  { id: 5, tracking: 'SHP-2045', destination: 'Córdoba', carrier: 'Andes Freight', weightKg: 15.2, insured: true },
  { id: 6, tracking: 'SHP-2046', destination: 'Kraków', carrier: 'Nordline', weightKg: 6.6, insured: false },
  { id: 7, tracking: 'SHP-2047', destination: 'Accra', carrier: 'Savanna Express', weightKg: 9.3, insured: true },
  { id: 8, tracking: 'SHP-2048', destination: 'Auckland', carrier: 'Pacific Cargo', weightKg: 41.0, insured: true },
  { id: 9, tracking: 'SHP-2049', destination: 'Monterrey', carrier: 'Andes Freight', weightKg: 2.2, insured: false },
  { id: 10, tracking: 'SHP-2050', destination: 'Gothenburg', carrier: 'Nordline', weightKg: 18.7, insured: false },
  { id: 11, tracking: 'SHP-2051', destination: 'Pune', carrier: 'Pacific Cargo', weightKg: 5.5, insured: true },
  { id: 12, tracking: 'SHP-2052', destination: 'Recife', carrier: 'Andes Freight', weightKg: 22.6, insured: false },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'tracking', headerName: 'Tracking no.', width: 130 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'carrier', headerName: 'Carrier', width: 160 },
  {
    field: 'weightKg',
    headerName: 'Weight',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value.toFixed(1)} kg`,
  },
  { field: 'insured', headerName: 'Insured', type: 'boolean', width: 100 },
];

export default function FirstGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        aria-label="Outgoing shipments"
      />
    </Box>
  );
}
