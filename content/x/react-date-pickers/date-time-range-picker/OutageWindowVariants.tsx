import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';

const outage: DateRange<Dayjs> = [dayjs('2026-04-18T23:00'), dayjs('2026-04-19T03:30')];

export default function OutageWindowVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 460 }}>
        <DateTimeRangePicker label="Planned outage (responsive)" defaultValue={outage} />
        <DesktopDateTimeRangePicker label="Planned outage (desktop)" defaultValue={outage} />
        <MobileDateTimeRangePicker label="Planned outage (mobile)" defaultValue={outage} />
      </Stack>
    </LocalizationProvider>
  );
}
