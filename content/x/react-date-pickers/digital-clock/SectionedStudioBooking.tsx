import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import dayjs, { type Dayjs } from 'dayjs';
import { twoDigitLabels } from './twoDigitLabels';

export default function SectionedStudioBooking() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2026-03-14T14:20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={twoDigitLabels}>
      <Box sx={{ display: 'inline-block' }}>
        <Typography variant="subtitle2" component="p">
          Recording studio session
        </Typography>
        <MultiSectionDigitalClock value={start} onChange={setStart} />
        <Typography variant="body2" aria-live="polite">
          {start ? `Session starts at ${start.format('h:mm A')}` : ''}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
