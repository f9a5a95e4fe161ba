import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs, { type Dayjs } from 'dayjs';

type Orientation = 'portrait' | 'landscape';

// A check-in kiosk mounted sideways: the toolbar sits beside the calendar in landscape.
export default function LandscapeOrientation() {
  const [orientation, setOrientation] = React.useState<Orientation>('landscape');
  const [visit, setVisit] = React.useState<Dayjs | null>(dayjs('2026-08-21'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={orientation}
          onChange={(_event, next: Orientation | null) => next && setOrientation(next)}
          aria-label="Kiosk screen orientation"
        >
          <ToggleButton value="portrait">Portrait</ToggleButton>
          <ToggleButton value="landscape">Landscape</ToggleButton>
        </ToggleButtonGroup>
        <StaticDatePicker
          orientation={orientation}
          value={visit}
          onChange={setVisit}
          slotProps={{ actionBar: { actions: ['today', 'accept'] } }}
        />
        <Typography variant="body2" aria-live="polite">
          Museum visit: {visit ? visit.format('dddd, MMMM D') : 'no day chosen'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
