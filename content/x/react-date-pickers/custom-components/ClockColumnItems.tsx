import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function ClockColumnItems() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopTimePicker
        label="Bus departs"
        ampm={false}
        timeSteps={{ minutes: 10 }}
        defaultValue={dayjs('2026-03-14T08:20')}
        slotProps={{
          digitalClockSectionItem: { sx: { borderRadius: 2, mx: 0.5, fontVariantNumeric: 'tabular-nums' } },
          actionBar: { actions: ['accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
