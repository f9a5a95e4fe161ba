import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import type { TimeView } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import { twoDigitLabels } from './twoDigitLabels';

// The pool closes for cleaning from 12:00 to 13:59.
const cleaning = (time: Dayjs, view: TimeView) => (view === 'hours' ? time.hour() === 12 || time.hour() === 13 : false);
const opens = dayjs('2026-03-14T07:00');
const closes = dayjs('2026-03-14T20:00');

export default function GymDisabledTimes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={twoDigitLabels}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <div>
          <Typography variant="subtitle2" component="p">
            Lane booking (hourly)
          </Typography>
          <DigitalClock
            minTime={opens}
            maxTime={closes}
            timeStep={60}
            shouldDisableTime={cleaning}
            skipDisabled
            defaultValue={dayjs('2026-03-14T09:00')}
            sx={{ maxHeight: 240 }}
          />
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            Sauna (hours and minutes)
          </Typography>
          <MultiSectionDigitalClock
            ampm={false}
            minTime={opens}
            maxTime={closes}
            shouldDisableTime={cleaning}
            skipDisabled
            defaultValue={dayjs('2026-03-14T15:30')}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
