import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import dayjs from 'dayjs';

export default function PoolHoursTwoFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputTimeRangeField
        defaultValue={[dayjs('2026-03-14T06:30'), dayjs('2026-03-14T21:30')]}
        minTime={dayjs('2026-03-14T06:00')}
        maxTime={dayjs('2026-03-14T22:00')}
        slotProps={{
          textField: ({ position }) => ({
            label: position === 'start' ? 'Pool opens' : 'Pool closes',
            size: 'small',
          }),
          separator: { children: 'to' },
        }}
      />
    </LocalizationProvider>
  );
}
