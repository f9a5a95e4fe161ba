import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';
import dayjs from 'dayjs';

const rotaStart = dayjs('2026-03-02T00:00');
const rotaEnd = dayjs('2026-03-29T23:59');

export default function NightShiftValidation() {
  const [errors, setErrors] = React.useState<DateTimeRangeValidationError>([null, null]);
  const problem = errors.find((error) => error !== null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Night shift"
        defaultValue={[dayjs('2026-03-13T22:00'), dayjs('2026-03-14T06:00')]}
        minDateTime={rotaStart}
        maxDateTime={rotaEnd}
        onError={setErrors}
        sx={{ width: '100%', maxWidth: 460 }}
        slotProps={{
          textField: {
            helperText: problem
              ? problem === 'invalidRange'
                ? 'The shift ends before it starts.'
                : 'Shifts must fall within the March rota.'
              : 'Crossing midnight is fine: the dates carry the day.',
          },
        }}
      />
    </LocalizationProvider>
  );
}
