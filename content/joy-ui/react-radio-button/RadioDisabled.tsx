import * as React from 'react';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

export default function RadioDisabled() {
  const id = React.useId();
  return (
    <Stack direction="row" spacing={5} sx={{ flexWrap: 'wrap', rowGap: 3 }}>
      <Stack spacing={1}>
        <FormLabel id={`${id}-seat`}>Seat class</FormLabel>
        <RadioGroup aria-labelledby={`${id}-seat`} defaultValue="economy" name="seat-class">
          <Radio value="economy" label="Economy" />
          <Radio value="premium" label="Premium economy" />
          <Radio value="business" label="Business (sold out)" disabled />
        </RadioGroup>
      </Stack>
      <Stack spacing={1}>
        <FormLabel id={`${id}-meal`}>Meal</FormLabel>
        <RadioGroup aria-labelledby={`${id}-meal`} aria-describedby={`${id}-help`} defaultValue="standard" name="meal">
          <Radio value="standard" label="Standard" disabled />
          <Radio value="vegetarian" label="Vegetarian" disabled />
        </RadioGroup>
        <FormHelperText id={`${id}-help`}>Meals can be chosen 48 hours before departure.</FormHelperText>
      </Stack>
    </Stack>
  );
}
