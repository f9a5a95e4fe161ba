import * as React from 'react';
import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const min = 1;
const max = 40;

export default function SliderWithInput() {
  const labelId = React.useId();
  const [years, setYears] = React.useState<number | ''>(25);

  // Keep what was typed within bounds once the field loses focus.
  const clamp = () => setYears(years === '' ? min : Math.min(max, Math.max(min, years)));

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography id={labelId} level="title-sm">
        Mortgage term (years)
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Slider
          slotProps={{ input: { 'aria-labelledby': labelId } }}
          value={typeof years === 'number' ? years : min}
          onChange={(_event, value) => setYears(value as number)}
          min={min}
          max={max}
        />
        <Input
          type="number"
          value={years}
          onChange={(event) => setYears(event.target.value === '' ? '' : Number(event.target.value))}
          onBlur={clamp}
          slotProps={{ input: { min, max, 'aria-labelledby': labelId } }}
          sx={{ width: 88, flexShrink: 0 }}
        />
      </Stack>
    </Box>
  );
}
