import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';

interface Reading {
  id: number;
  sensor: string;
  site: string;
  temperature: number;
  humidity: number;
  battery: number;
}

const SITES = ['Cold store A', 'Cold store B', 'Dock 1', 'Dock 2', 'Freezer hall'];

// 100,000 rows built in the browser from the index: nothing is shipped as data.
function buildReadings(count: number): Reading[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    sensor: `TS-${String(index % 4000).padStart(4, '0')}`,
    site: SITES[index % SITES.length],
    temperature: Math.round((-22 + ((index * 37) % 300) / 10) * 10) / 10,
    humidity: 30 + ((index * 13) % 60),
    battery: 100 - ((index * 7) % 100),
  }));
}

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: 'Reading', type: 'number', width: 100 },
  { field: 'sensor', headerName: 'Sensor', width: 110 },
  { field: 'site', headerName: 'Site', width: 140 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 120 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
  { field: 'battery', headerName: 'Battery (%)', type: 'number', width: 120 },
];

export default function SensorReadingsHundredThousand() {
  const rows = React.useMemo(() => buildReadings(100_000), []);
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        pageSizeOptions={[100]}
        initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
        aria-label="100,000 sensor readings"
      />
    </Box>
  );
}
