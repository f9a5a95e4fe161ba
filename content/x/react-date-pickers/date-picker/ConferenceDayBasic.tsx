import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export default function ConferenceDayBasic() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2026-10-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <DatePicker label="Conference day" value={day} onChange={setDay} />
        <Typography variant="body2" aria-live="polite">
          {day?.isValid() ? `Badge printed for ${day.format('dddd D MMMM')}` : 'Choose the day you attend.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
