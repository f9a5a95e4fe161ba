import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';

const opening = dayjs('2026-04-06T08:30');
const closing = dayjs('2026-04-06T19:15');

export default function PharmacyHourCycle() {
  return (
    <Stack spacing={3}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* The `en` locale uses a 12-hour clock by default. */}
          <TimePicker label="Opens (en)" defaultValue={opening} />
          {/* `ampm={false}` forces 24 hours whatever the locale. */}
          <TimePicker label="Closes (en, 24 h)" defaultValue={closing} ampm={false} />
        </Stack>
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} lang="fr">
          {/* The `fr` locale uses a 24-hour clock by default. */}
          <TimePicker label="Ouverture (fr)" defaultValue={opening} />
          {/* `ampm` adds the AM/PM section back. */}
          <TimePicker label="Fermeture (fr, 12 h)" defaultValue={closing} ampm />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
