import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const extras = [
  { value: 'bike', label: 'Bike rental' },
  { value: 'breakfast', label: 'Breakfast basket' },
  { value: 'late-checkout', label: 'Late check-out' },
];

export default function CheckboxFormSubmit() {
  const [summary, setSummary] = React.useState('');
  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event: React.SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        // Checked boxes send their `value` under their `name`; unchecked ones send nothing.
        const chosen = new FormData(event.currentTarget).getAll('extras');
        setSummary(chosen.length ? `extras = ${chosen.join(', ')}` : 'No extras chosen.');
      }}
    >
      <Box role="group" aria-label="Extras for your stay" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {extras.map((extra) => (
          <Checkbox key={extra.value} name="extras" value={extra.value} label={extra.label} />
        ))}
      </Box>
      <Button type="submit" variant="outlined">
        Update booking
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {summary}
      </Typography>
    </Stack>
  );
}
