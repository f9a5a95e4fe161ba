import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const departures = [
  { id: 1, time: '08:05', destination: 'Uppsala', platform: '3', status: 'On time', operator: 'SJ', internalCode: 'U-114' },
  { id: 2, time: '08:12', destination: 'Gothenburg', platform: '6', status: 'Delayed 5 min', operator: 'SJ', internalCode: 'G-208' },
  { id: 3, time: '08:20', destination: 'Arlanda Airport', platform: '1', status: 'On time', operator: 'Arlanda Express', internalCode: 'A-020' },
  { id: 4, time: '08:31', destination: 'Malmö', platform: '5', status: 'Boarding', operator: 'SJ', internalCode: 'M-517' },
  { id: 5, time: '08:45', destination: 'Västerås', platform: '2', status: 'On time', operator: 'Mälartåg', internalCode: 'V-302' },
];

const columns: GridColDef<(typeof departures)[number]>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 160 },
  { field: 'platform', headerName: 'Platform', width: 100 },
  { field: 'status', headerName: 'Status', width: 150 },
  { field: 'operator', headerName: 'Operator', width: 150 },
  { field: 'internalCode', headerName: 'Internal code', width: 130 },
];

export default function KioskNoColumnSelector() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={departures}
        columns={columns}
        // The display decides the columns; travellers cannot change them.
        columnVisibilityModel={{ internalCode: false }}
        disableColumnSelector
        showToolbar
        hideFooter
        aria-label="Departures"
      />
    </Box>
  );
}
