import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import * as React from 'react';

const seats = [
  { id: '12A', taken: false },
  { id: '12B', taken: true },
  { id: '12C', taken: false },
  { id: '12D', taken: true },
];

export default function DisabledSeatChips() {
  const [seat, setSeat] = React.useState('12A');
  return (
    <Stack direction="row" spacing={1} role="group" aria-label="Choose a seat">
      {seats.map((option) => (
        <Chip
          key={option.id}
          label={option.taken ? `${option.id} (taken)` : option.id}
          color={seat === option.id ? 'primary' : 'default'}
          aria-pressed={seat === option.id}
          disabled={option.taken}
          onClick={() => setSeat(option.id)}
        />
      ))}
    </Stack>
  );
}
