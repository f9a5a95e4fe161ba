import * as React from 'react';
import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const updates = [
  'Lina merged "Fix rounding in VAT totals"',
  'Nightly build passed in 6 min 12 s',
  'Omar asked for your review on the pricing page',
];

export default function StackSpacing() {
  const [spacing, setSpacing] = React.useState(2);
  const id = React.useId();
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Box component="label" htmlFor={id} sx={{ display: 'block', mb: 1 }}>
        spacing={spacing} ({spacing * 8} px)
      </Box>
      <Box
        component="input"
        id={id}
        type="range"
        min={0}
        max={4}
        step={0.5}
        value={spacing}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setSpacing(Number(event.target.value))}
        sx={{ width: 1, mb: 2 }}
      />
      <Stack component="ul" spacing={spacing} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {updates.map((update) => (
          <Box component="li" key={update} sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
            {update}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
