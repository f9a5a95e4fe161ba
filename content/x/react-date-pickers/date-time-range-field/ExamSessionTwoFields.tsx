import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import dayjs from 'dayjs';

export default function ExamSessionTwoFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* One field per row on phones: each holds a date and a time. */}
      <MultiInputDateTimeRangeField
        direction={{ xs: 'column', sm: 'row' }}
        defaultValue={[dayjs('2026-06-08T09:00'), dayjs('2026-06-08T12:00')]}
        minDateTime={dayjs('2026-06-01T08:00')}
        maxDateTime={dayjs('2026-06-19T18:00')}
        slotProps={{
          textField: ({ position }) => ({
            label: position === 'start' ? 'Exam opens' : 'Submissions close',
            helperText: position === 'start' ? 'Online portal' : 'Late work is not accepted',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
