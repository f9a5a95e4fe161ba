import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

export default function RadioBasic() {
  const labelId = React.useId();
  return (
    <Stack spacing={1}>
      <FormLabel id={labelId}>Delivery speed</FormLabel>
      <RadioGroup aria-labelledby={labelId} defaultValue="standard" name="delivery-speed">
        <Radio value="standard" label="Standard, 3–5 working days" />
        <Radio value="express" label="Express, next working day" />
        <Radio value="pickup" label="Collect from a locker" />
      </RadioGroup>
    </Stack>
  );
}
