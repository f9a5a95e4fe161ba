import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';

export default function EditEndOnly() {
  const [trial, setTrial] = React.useState<DateRange<Dayjs>>([dayjs('2026-05-04'), dayjs('2026-05-18')]);
  const [editing, setEditing] = React.useState<RangePosition>('end');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Date to change"
        value={editing}
        onChange={(_event, next: RangePosition | null) => next && setEditing(next)}
      >
        <ToggleButton value="start">Trial start: {trial[0]?.format('MMM D') ?? '—'}</ToggleButton>
        <ToggleButton value="end">Trial end: {trial[1]?.format('MMM D') ?? '—'}</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ overflowX: 'auto' }}>
        <DateRangeCalendar
          value={trial}
          onChange={setTrial}
          rangePosition={editing}
          onRangePositionChange={setEditing}
        />
      </Box>
    </LocalizationProvider>
  );
}
