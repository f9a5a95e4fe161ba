import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import dayjs from 'dayjs';
import { twoDigitLabels } from './twoDigitLabels';

export default function ShuttleTimeSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={twoDigitLabels}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <div>
          <Typography variant="subtitle2" component="p">
            Shuttle every 20 minutes
          </Typography>
          <DigitalClock timeStep={20} defaultValue={dayjs('2026-03-14T08:40')} sx={{ maxHeight: 240 }} />
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            Ferry (hours by 2, minutes by 10)
          </Typography>
          <MultiSectionDigitalClock
            timeSteps={{ hours: 2, minutes: 10 }}
            ampm={false}
            defaultValue={dayjs('2026-03-14T10:30')}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
