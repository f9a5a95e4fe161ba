import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs from 'dayjs';

export default function ToolbarOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        {/* Empty value: the placeholder fills the toolbar. */}
        <StaticDatePicker slotProps={{ toolbar: { toolbarPlaceholder: 'No day yet', toolbarFormat: 'dddd D' } }} />
        {/* No toolbar at all. */}
        <StaticDatePicker defaultValue={dayjs('2026-03-03')} slotProps={{ toolbar: { hidden: true } }} />
      </Stack>
    </LocalizationProvider>
  );
}
