import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

const departure = dayjs('2026-09-30T18:45');

export default function TrainTimeOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        {/* Timetables read in 24-hour time: no meridiem section or column. */}
        <DateTimePicker label="Departure (24-hour)" ampm={false} defaultValue={departure} />
        {/* The minutes column lists 00, 15, 30 and 45 only. */}
        <DateTimePicker label="Departure (15-minute steps)" timeSteps={{ minutes: 15 }} defaultValue={departure} />
        {/* 24 h × 2 options per hour = 48 options: at a threshold of 48 they become one list. */}
        <DateTimePicker
          label="Platform booking (one list)"
          ampm={false}
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          defaultValue={dayjs('2026-09-30T18:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
