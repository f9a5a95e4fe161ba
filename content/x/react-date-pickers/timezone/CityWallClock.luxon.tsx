import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTime } from 'luxon';
import * as React from 'react';

// Luxon knows IANA timezones through the browser's Intl API: no plugin needed.
const warehouses = [
  { zone: 'Europe/Rotterdam', label: 'Rotterdam' },
  { zone: 'America/Chicago', label: 'Chicago' },
  { zone: 'Asia/Singapore', label: 'Singapore' },
  { zone: 'Australia/Perth', label: 'Perth' },
];

export default function CityWallClock() {
  const [zone, setZone] = React.useState('America/Chicago');
  const [pickup, setPickup] = React.useState<DateTime | null>(
    DateTime.fromISO('2026-09-14T13:00:00Z', { zone: 'utc' }),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <TextField
          select
          size="small"
          label="Warehouse"
          value={zone}
          onChange={(event) => setZone(event.target.value)}
          slotProps={{ select: { native: true } }}
        >
          {warehouses.map((warehouse) => (
            <option key={warehouse.zone} value={warehouse.zone}>
              {warehouse.label}
            </option>
          ))}
        </TextField>
        <DateTimePicker label="Truck pick-up (warehouse time)" timezone={zone} value={pickup} onChange={setPickup} />
        <Typography variant="body2" aria-live="polite">
          Value in state: <code>{pickup?.isValid ? pickup.toUTC().toISO() : 'no valid date'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
