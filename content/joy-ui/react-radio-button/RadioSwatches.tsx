import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const colours = [
  { value: 'sand', name: 'Sand', hex: '#C8B38A', ink: '#2B2418' },
  { value: 'forest', name: 'Forest green', hex: '#2F5D3A', ink: '#FFFFFF' },
  { value: 'navy', name: 'Navy', hex: '#1F2F57', ink: '#FFFFFF' },
  { value: 'brick', name: 'Brick red', hex: '#8E3B2E', ink: '#FFFFFF' },
];

export default function RadioSwatches() {
  const labelId = React.useId();
  const [colour, setColour] = React.useState('forest');
  return (
    <Stack spacing={1}>
      <FormLabel id={labelId}>Backpack colour</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        orientation="horizontal"
        name="backpack-colour"
        value={colour}
        onChange={(event) => setColour(event.target.value)}
        sx={{ gap: 1.5, '--RadioGroup-gap': '0px' }}
      >
        {colours.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            // The swatch has no visible text, so the input gets an accessible name.
            slotProps={{
              input: { 'aria-label': option.name },
              radio: {
                sx: {
                  bgcolor: option.hex,
                  color: option.ink,
                  border: 'none',
                  '&:hover, &:active': { bgcolor: option.hex },
                },
              },
            }}
            checkedIcon={<Check />}
            sx={{ '--Radio-size': '2.25rem' }}
          />
        ))}
      </RadioGroup>
      <Typography level="body-sm">Selected: {colours.find((option) => option.value === colour)?.name}</Typography>
    </Stack>
  );
}
