import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export default function DeliveryDateQuickstart() {
  const [delivery, setDelivery] = React.useState<Dayjs | null>(dayjs('2026-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Delivery day" value={delivery} onChange={setDelivery} />
        <Typography variant="body2" aria-live="polite">
          {delivery?.isValid()
            ? `Your parcel arrives on ${delivery.format('dddd, MMMM D')}.`
            : 'Pick a day for the delivery.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
