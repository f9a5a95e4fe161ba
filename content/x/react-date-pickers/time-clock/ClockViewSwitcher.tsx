import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';
import dayjs from 'dayjs';

export default function ClockViewSwitcher() {
  const [view, setView] = React.useState<TimeView>('hours');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Clock view"
          value={view}
          onChange={(_event, next: TimeView | null) => next && setView(next)}
        >
          <ToggleButton value="hours">Hours</ToggleButton>
          <ToggleButton value="minutes">Minutes</ToggleButton>
        </ToggleButtonGroup>
        <TimeClock view={view} onViewChange={setView} defaultValue={dayjs('2026-03-14T20:45')} />
      </Box>
    </LocalizationProvider>
  );
}
