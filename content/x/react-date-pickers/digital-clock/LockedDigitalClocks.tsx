import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import dayjs from 'dayjs';
import { twoDigitLabels } from './twoDigitLabels';

export default function LockedDigitalClocks() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={twoDigitLabels}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <div>
          <Typography variant="subtitle2" component="p">
            Check-in time (read-only)
          </Typography>
          <DigitalClock readOnly defaultValue={dayjs('2026-03-14T15:00')} sx={{ maxHeight: 200 }} />
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            Check-out time (read-only)
          </Typography>
          <MultiSectionDigitalClock readOnly ampm={false} defaultValue={dayjs('2026-03-14T11:00')} />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
