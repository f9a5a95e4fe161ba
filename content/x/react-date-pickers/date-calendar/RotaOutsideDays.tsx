import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

// A night-shift rota: a shift that starts on the 31st ends in the next month, so the
// reader needs to see both sides of the boundary.
export default function RotaOutsideDays() {
  const [showOutside, setShowOutside] = React.useState(true);
  const [sixRows, setSixRows] = React.useState(true);
  const [shift, setShift] = React.useState<Dayjs | null>(dayjs('2026-01-31'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <FormControlLabel
            control={<Switch checked={showOutside} onChange={(event) => setShowOutside(event.target.checked)} />}
            label="Show neighbouring months' days"
          />
          <FormControlLabel
            control={<Switch checked={sixRows} onChange={(event) => setSixRows(event.target.checked)} />}
            label="Always six rows"
          />
        </Stack>
        <DateCalendar
          value={shift}
          onChange={setShift}
          showDaysOutsideCurrentMonth={showOutside}
          // Without the days of other months, the extra rows stay blank but keep the height.
          fixedWeekNumber={sixRows ? 6 : undefined}
        />
        <Typography variant="body2" aria-live="polite">
          {shift?.isValid()
            ? `Night shift: ${shift.format('ddd D MMM')} 22:00 to ${shift.add(1, 'day').format('ddd D MMM')} 06:00`
            : 'No shift chosen'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
