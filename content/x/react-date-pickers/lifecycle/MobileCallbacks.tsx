import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import dayjs from 'dayjs';
import { CallbackLog, describeValue, useCallbackLog } from './CallbackLog';

export default function MobileCallbacks() {
  const { entries, log, clear } = useCallbackLog();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <MobileDatePicker
          label="Vaccination appointment"
          defaultValue={dayjs('2026-05-16')}
          onOpen={() => log('onOpen')}
          onClose={() => log('onClose')}
          onChange={(value) => log(`onChange ${describeValue(value)}`)}
          onAccept={(value) => log(`onAccept ${describeValue(value)}`)}
        />
        <CallbackLog title="Callbacks, newest first" entries={entries} onClear={clear} />
      </Stack>
    </LocalizationProvider>
  );
}
