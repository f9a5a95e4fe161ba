import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import * as React from 'react';

dayjs.extend(utc);
dayjs.extend(timezone);

const warehouses = [
  { zone: 'Europe/Rotterdam', label: 'Rotterdam' },
  { zone: 'America/Chicago', label: 'Chicago' },
  { zone: 'Asia/Singapore', label: 'Singapore' },
  { zone: 'Australia/Perth', label: 'Perth' },
];

export default function CityWallClock() {
  const [zone, setZone] = React.useState('America/Chicago');
  // The value stays in UTC; the picker only shows it in the warehouse's timezone.
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs.utc('2026-09-14T13:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
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
          Value in state: <code>{pickup?.isValid() ? pickup.toISOString() : 'no valid date'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
