import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { CallbackLog, describeValue, useCallbackLog } from './CallbackLog';

export default function DesktopCallbacks() {
  const { entries, log, clear } = useCallbackLog();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <DesktopDatePicker
          label="Court booking"
          defaultValue={dayjs('2026-05-16')}
          onOpen={() => log('onOpen')}
          onClose={() => log('onClose')}
          onChange={(value, context) => log(`onChange ${describeValue(value)} (${context.source})`)}
          onAccept={(value, context) => log(`onAccept ${describeValue(value)} (${context.source})`)}
        />
        <CallbackLog title="Callbacks, newest first" entries={entries} onClear={clear} />
      </Stack>
    </LocalizationProvider>
  );
}
