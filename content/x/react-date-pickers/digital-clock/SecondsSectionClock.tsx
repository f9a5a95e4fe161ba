import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import dayjs from 'dayjs';
import { twoDigitLabels } from './twoDigitLabels';

export default function SecondsSectionClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={twoDigitLabels}>
      <Box sx={{ display: 'inline-block' }}>
        <Typography variant="subtitle2" component="p">
          Broadcast cue (24-hour, with seconds)
        </Typography>
        <MultiSectionDigitalClock
          views={['hours', 'minutes', 'seconds']}
          ampm={false}
          timeSteps={{ minutes: 1, seconds: 15 }}
          defaultValue={dayjs('2026-03-14T20:59:45')}
        />
      </Box>
    </LocalizationProvider>
  );
}
