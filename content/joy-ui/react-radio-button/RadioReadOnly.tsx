import * as React from 'react';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

export default function RadioReadOnly() {
  const id = React.useId();
  return (
    <Stack spacing={1}>
      <FormLabel id={`${id}-label`}>Contract length</FormLabel>
      {/* A fixed `value` with no state update keeps the answer; aria-readonly announces it. */}
      <RadioGroup
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-help`}
        aria-readonly
        value="24"
        name="contract-length"
      >
        <Radio value="12" label="12 months" />
        <Radio value="24" label="24 months" />
        <Radio value="36" label="36 months" />
      </RadioGroup>
      <FormHelperText id={`${id}-help`}>Signed on 4 March 2025. Contact sales to change it.</FormHelperText>
    </Stack>
  );
}
