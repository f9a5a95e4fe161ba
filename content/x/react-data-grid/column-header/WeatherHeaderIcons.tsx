import AirRounded from '@mui/icons-material/AirRounded';
import ThermostatRounded from '@mui/icons-material/ThermostatRounded';
import WaterDropRounded from '@mui/icons-material/WaterDropRounded';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type * as React from 'react';

function IconHeader({ icon, title, unit }: { icon: React.ReactNode; title?: string; unit: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}>
      {icon}
      {title}
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
        ({unit})
      </Box>
    </Box>
  );
}

const readings = [
  { id: 1, station: 'Bergen', temp: 12.4, rain: 7.2, wind: 31 },
  { id: 2, station: 'Reykjavík', temp: 9.1, rain: 2.0, wind: 44 },
  { id: 3, station: 'Lisbon', temp: 24.8, rain: 0, wind: 12 },
  { id: 4, station: 'Valletta', temp: 28.3, rain: 0, wind: 18 },
  { id: 5, station: 'Tromsø', temp: 6.5, rain: 4.1, wind: 26 },
];

const columns: GridColDef<(typeof readings)[number]>[] = [
  { field: 'station', headerName: 'Station', width: 140 },
  {
    field: 'temp',
    headerName: 'Temp.',
    type: 'number',
    width: 150,
    renderHeader: ({ colDef }) => <IconHeader icon={<ThermostatRounded fontSize="small" aria-hidden />} title={colDef.headerName} unit="°C" />,
  },
  {
    field: 'rain',
    headerName: 'Rain',
    type: 'number',
    width: 150,
    renderHeader: ({ colDef }) => <IconHeader icon={<WaterDropRounded fontSize="small" aria-hidden />} title={colDef.headerName} unit="mm" />,
  },
  {
    field: 'wind',
    headerName: 'Wind',
    type: 'number',
    width: 160,
    renderHeader: ({ colDef }) => <IconHeader icon={<AirRounded fontSize="small" aria-hidden />} title={colDef.headerName} unit="km/h" />,
  },
];

export default function WeatherHeaderIcons() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid rows={readings} columns={columns} hideFooter aria-label="Noon weather readings" />
    </Box>
  );
}
