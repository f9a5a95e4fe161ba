import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';

const campaign: DateRange<Dayjs> = [dayjs('2026-11-23'), dayjs('2026-11-30')];

export default function CampaignRangeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 400 }}>
        {/* Full-width fields and a two-digit year: both dates stay visible from phone to desktop. */}
        <DateRangePicker label="Sale period (responsive)" defaultValue={campaign} format="MM/DD/YY" sx={{ width: '100%' }} />
        <DesktopDateRangePicker label="Sale period (desktop)" defaultValue={campaign} format="MM/DD/YY" sx={{ width: '100%' }} />
        <MobileDateRangePicker label="Sale period (mobile)" defaultValue={campaign} format="MM/DD/YY" sx={{ width: '100%' }} />
      </Stack>
    </LocalizationProvider>
  );
}
