import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { createRandom } from '../demo-data/random';

const sensors = ['Roaster 1', 'Roaster 2', 'Cooling tray', 'Green store', 'Packing line', 'Cold room'].map((name, index) => ({
  id: index + 1,
  name,
  temperature: 20,
  updates: 0,
}));

const columns: GridColDef<(typeof sensors)[number]>[] = [
  { field: 'name', headerName: 'Sensor', flex: 1 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 160, valueFormatter: (v: number) => v.toFixed(1) },
  { field: 'updates', headerName: 'Readings', type: 'number', width: 110 },
];

export default function ThrottledSensorsPro() {
  const apiRef = useGridApiRef();
  const [throttle, setThrottle] = React.useState(true);

  React.useEffect(() => {
    const random = createRandom(159);
    const counts = new Map<number, number>();
    // 50 readings a second; with throttling the grid applies them at most twice a second.
    const timer = window.setInterval(() => {
      const id = random.int(1, sensors.length);
      counts.set(id, (counts.get(id) ?? 0) + 1);
      apiRef.current?.updateRows([{ id, temperature: 18 + random.next() * 200, updates: counts.get(id) }]);
    }, 20);
    return () => window.clearInterval(timer);
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={throttle} onChange={(event) => setThrottle(event.target.checked)} />}
        label="Throttle redraws to every 500 ms (throttleRowsMs)"
      />
      <Box sx={{ height: 320 }}>
        <DataGridPro apiRef={apiRef} rows={sensors} columns={columns} throttleRowsMs={throttle ? 500 : 0} hideFooter aria-label="Roastery sensors" />
      </Box>
    </Stack>
  );
}
