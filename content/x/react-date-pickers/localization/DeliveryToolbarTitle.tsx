import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import dayjs from 'dayjs';

export default function DeliveryToolbarTitle() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MobileDatePicker
          label="Delivery day"
          defaultValue={dayjs('2026-10-02')}
          localeText={{ toolbarTitle: 'When should we deliver?', okButtonLabel: 'Book day' }}
        />
        <MobileTimePicker
          label="Earliest arrival"
          defaultValue={dayjs('2026-10-02T09:00')}
          localeText={{ toolbarTitle: 'Driver may arrive from', okButtonLabel: 'Book time' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
