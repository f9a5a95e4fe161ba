import * as React from 'react';
import Button from '@mui/material/Button';
import type { IconButtonProps } from '@mui/material/IconButton';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

// The slot expects IconButton props; keep the ones a text button needs.
const CalendarTextButton = React.forwardRef<HTMLButtonElement, IconButtonProps>(function CalendarTextButton(
  { onClick, disabled, 'aria-label': ariaLabel },
  ref,
) {
  return (
    <Button ref={ref} onClick={onClick} disabled={disabled} aria-label={`Calendar: ${ariaLabel}`} size="small" sx={{ ml: 1 }}>
      Calendar
    </Button>
  );
});

export default function TextOpenButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Hand-in date"
        defaultValue={dayjs('2026-01-15')}
        slots={{ openPickerButton: CalendarTextButton }}
      />
    </LocalizationProvider>
  );
}
