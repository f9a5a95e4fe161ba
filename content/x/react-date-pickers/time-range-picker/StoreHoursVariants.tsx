import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import dayjs, { type Dayjs } from 'dayjs';

const openingHours: DateRange<Dayjs> = [dayjs('2026-03-14T10:00'), dayjs('2026-03-14T19:00')];

export default function StoreHoursVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <TimeRangePicker label="Opening hours (responsive)" defaultValue={openingHours} />
        <DesktopTimeRangePicker label="Opening hours (desktop)" defaultValue={openingHours} />
        <MobileTimeRangePicker label="Opening hours (mobile)" defaultValue={openingHours} />
      </Stack>
    </LocalizationProvider>
  );
}
