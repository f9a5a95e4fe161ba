import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const statuses = ['Open', 'In review', 'Blocked', 'Done'];

export default function StatusFilterChips() {
  const [active, setActive] = React.useState<string[]>(['Open', 'In review']);
  const toggle = (status: string) =>
    setActive((prev) => (prev.includes(status) ? prev.filter((s) => s !== status) : [...prev, status]));

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} role="group" aria-label="Filter by status">
        {statuses.map((status) => {
          const on = active.includes(status);
          return (
            <Chip
              key={status}
              label={status}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => toggle(status)}
            />
          );
        })}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Showing: {active.length ? active.join(', ') : 'all statuses'}
      </Typography>
    </Stack>
  );
}
