import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import dayjs, { type Dayjs } from 'dayjs';

// The second argument of onChange (the package names this type PickerSelectionState).
type SelectionState = 'partial' | 'shallow' | 'finish';

export default function LunchBreakClock() {
  // `start` follows the hand; `saved` changes only once the reader has finished.
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2026-03-14T12:30'));
  const [saved, setSaved] = React.useState<Dayjs | null>(start);
  const [state, setState] = React.useState<SelectionState | 'none'>('none');

  const handleChange = (next: Dayjs | null, selectionState?: SelectionState) => {
    setStart(next);
    setState(selectionState ?? 'none');
    if (selectionState === 'finish') {
      setSaved(next);
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'inline-block' }}>
        <Typography variant="subtitle2" component="p">
          Lunch break starts
        </Typography>
        <TimeClock value={start} onChange={handleChange} />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          hand: {start ? start.format('HH:mm') : '--:--'} · selection state: {state}
        </Typography>
        <Typography variant="body2" aria-live="polite">
          {saved ? `Saved: back at ${saved.add(45, 'minute').format('HH:mm')} after 45 minutes.` : ''}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
