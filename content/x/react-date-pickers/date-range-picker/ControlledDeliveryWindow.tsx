import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';

const formatDay = (day: Dayjs | null) => (day?.isValid() ? day.format('ddd D MMM') : '…');

export default function ControlledDeliveryWindow() {
  // `deliveryWindow` follows every edit; `confirmed` only changes when the reader accepts a range.
  const [deliveryWindow, setDeliveryWindow] = React.useState<DateRange<Dayjs>>([dayjs('2026-05-11'), dayjs('2026-05-13')]);
  const [confirmed, setConfirmed] = React.useState<DateRange<Dayjs>>(deliveryWindow);

  const [from, to] = deliveryWindow;
  const widen = () => {
    if (from?.isValid() && to?.isValid()) {
      const next: DateRange<Dayjs> = [from, to.add(1, 'day')];
      setDeliveryWindow(next);
      setConfirmed(next);
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 400 }}>
        <DateRangePicker
          label="Delivery window"
          value={deliveryWindow}
          onChange={(newValue) => setDeliveryWindow(newValue)}
          onAccept={(newValue) => setConfirmed(newValue)}
          sx={{ minWidth: 300 }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" aria-live="polite">
            Courier booked for {formatDay(confirmed[0])} to {formatDay(confirmed[1])}
          </Typography>
          <Button size="small" onClick={widen} disabled={!to?.isValid()}>
            Add a day
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
