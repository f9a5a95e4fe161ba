import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import * as React from 'react';

const slots = [
  { time: '08:00–10:00', full: false },
  { time: '10:00–12:00', full: true },
  { time: '14:00–16:00', full: false },
  { time: '18:00–20:00', full: false },
];

export default function DeliverySlotStates() {
  const [slot, setSlot] = React.useState('14:00–16:00');

  return (
    <ToggleButtonGroup
      exclusive
      aria-label="Delivery slot"
      value={slot}
      onChange={(_, next: string | null) => next && setSlot(next)}
      sx={{
        flexWrap: 'wrap',
        '& .MuiToggleButton-root': { textTransform: 'none', px: 2 },
        // State classes: always combine them with the component's own class, never alone.
        '& .MuiToggleButton-root.Mui-selected': {
          bgcolor: 'success.main',
          color: 'success.contrastText',
          '&:hover': { bgcolor: 'success.dark' },
        },
        '& .MuiToggleButton-root.Mui-disabled': { textDecoration: 'line-through' },
        '& .MuiToggleButton-root.Mui-focusVisible': { outline: '2px solid', outlineOffset: -4 },
      }}
    >
      {slots.map(({ time, full }) => (
        <ToggleButton key={time} value={time} disabled={full}>
          {full ? `${time} · full` : time}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
