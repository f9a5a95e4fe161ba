import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs, { type Dayjs } from 'dayjs';

const deadline = dayjs('2026-06-30');

function DeadlineToolbar({ className }: DatePickerToolbarProps) {
  const { value } = usePickerContext<Dayjs | null>();
  const days = value ? deadline.diff(value, 'day') : null;

  return (
    <Box className={className} sx={{ px: 3, py: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Typography variant="overline" component="p">
        Manuscript review
      </Typography>
      <Typography variant="h5" component="p">
        {value ? value.format('ddd, MMM D') : 'Pick a day'}
      </Typography>
      <Typography variant="body2">
        {days === null ? '' : days >= 0 ? `${days} days before the deadline` : `${-days} days late`}
      </Typography>
    </Box>
  );
}

export default function CountdownToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={dayjs('2026-06-12')} slots={{ toolbar: DeadlineToolbar }} />
    </LocalizationProvider>
  );
}
