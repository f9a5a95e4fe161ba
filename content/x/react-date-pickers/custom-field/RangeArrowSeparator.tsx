import ArrowForward from '@mui/icons-material/ArrowForward';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import dayjs from 'dayjs';

function ArrowSeparator() {
  return <ArrowForward color="action" aria-hidden sx={{ alignSelf: 'center' }} />;
}

export default function RangeArrowSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputDateRangeField
        defaultValue={[dayjs('2026-11-02'), dayjs('2026-11-06')]}
        slots={{ separator: ArrowSeparator }}
        slotProps={{
          root: { spacing: 1 },
          textField: ({ position }) => ({
            label: position === 'start' ? 'Course starts' : 'Course ends',
            variant: 'filled',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
