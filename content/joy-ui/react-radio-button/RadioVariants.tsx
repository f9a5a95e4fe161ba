import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

export default function RadioVariants() {
  const labelId = React.useId();
  return (
    <Stack spacing={1}>
      <FormLabel id={labelId}>Newsletter frequency</FormLabel>
      <RadioGroup aria-labelledby={labelId} defaultValue="weekly" name="newsletter-frequency">
        <Radio value="daily" variant="outlined" label="Daily digest (outlined)" />
        <Radio value="weekly" variant="soft" label="Weekly round-up (soft)" />
        <Radio value="monthly" variant="solid" label="Monthly highlights (solid)" />
        <Radio value="never" variant="plain" label="Never (plain)" />
      </RadioGroup>
    </Stack>
  );
}
