import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const cuisines = ['Thai', 'Italian', 'Ethiopian', 'Mexican', 'Korean'];

export default function ChipClickable() {
  const [selected, setSelected] = React.useState<string[]>(['Thai']);
  const toggle = (name: string) =>
    setSelected((current) => (current.includes(name) ? current.filter((item) => item !== name) : [...current, name]));

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box role="group" aria-label="Filter by cuisine" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {cuisines.map((name) => {
          const on = selected.includes(name);
          return (
            <Chip
              key={name}
              variant={on ? 'solid' : 'outlined'}
              color={on ? 'primary' : 'neutral'}
              startDecorator={on ? <Check /> : undefined}
              onClick={() => toggle(name)}
              slotProps={{ action: { 'aria-pressed': on } }}
            >
              {name}
            </Chip>
          );
        })}
      </Box>
      <Typography level="body-sm" aria-live="polite">
        {selected.length === 0 ? 'Showing all restaurants' : `Showing ${selected.join(', ')}`}
      </Typography>
    </Box>
  );
}
