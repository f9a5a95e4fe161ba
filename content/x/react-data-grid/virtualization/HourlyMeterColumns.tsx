import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';

const HOURS = Array.from({ length: 24 }, (_, hour) => `h${hour}`);

// 100 meters × 24 hourly readings: a wide grid whose columns are virtualized like its rows.
function buildMeters(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const row: Record<string, number | string> = { id: index + 1, meter: `M-${100000 + index}` };
    HOURS.forEach((hour, column) => {
      row[hour] = ((index * 31 + column * 17) % 90) / 10;
    });
    return row;
  });
}

const columns: GridColDef[] = [
  { field: 'meter', headerName: 'Meter', width: 120 },
  ...HOURS.map((hour, column) => ({ field: hour, headerName: `${String(column).padStart(2, '0')}:00`, type: 'number' as const, width: 80 })),
];

export default function HourlyMeterColumns() {
  const rows = React.useMemo(() => buildMeters(100), []);
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // A wider margin of rendered rows and columns, for smoother fast scrolling.
        rowBufferPx={300}
        columnBufferPx={300}
        hideFooter
        aria-label="Hourly readings of 100 electricity meters"
      />
    </Box>
  );
}
