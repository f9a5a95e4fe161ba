import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

const plans = [
  { value: 'basic', label: 'Basic', detail: 'One user, 10 GB of storage.' },
  { value: 'team', label: 'Team', detail: 'Up to 25 users, shared folders and 1 TB.' },
  { value: 'business', label: 'Business', detail: 'Unlimited users, audit log and single sign-on.' },
];

export default function RadioHelperText() {
  const id = React.useId();
  return (
    <Stack spacing={1}>
      <FormLabel id={`${id}-label`}>Plan</FormLabel>
      <RadioGroup aria-labelledby={`${id}-label`} aria-describedby={`${id}-help`} defaultValue="team" name="plan">
        {plans.map((plan) => (
          // Each option's FormControl links its helper text to the radio with aria-describedby.
          <FormControl key={plan.value}>
            <Radio value={plan.value} label={plan.label} />
            <FormHelperText>{plan.detail}</FormHelperText>
          </FormControl>
        ))}
      </RadioGroup>
      <FormHelperText id={`${id}-help`}>You can change plans at any time; we prorate the difference.</FormHelperText>
    </Stack>
  );
}
