import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { CallbackLog, describeValue, useCallbackLog } from './CallbackLog';

export default function StepByStepCallbacks() {
  const { entries, log, clear } = useCallbackLog();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <DesktopDateTimePicker
          label="Ferry crossing"
          defaultValue={dayjs('2026-08-21T07:45')}
          onClose={() => log('onClose')}
          onChange={(value) => log(`onChange ${describeValue(value)}`)}
          onAccept={(value) => log(`onAccept ${describeValue(value)}`)}
          onViewChange={(view) => log(`onViewChange ${view}`)}
        />
        <CallbackLog title="Callbacks, newest first" entries={entries} onClear={clear} />
      </Stack>
    </LocalizationProvider>
  );
}
