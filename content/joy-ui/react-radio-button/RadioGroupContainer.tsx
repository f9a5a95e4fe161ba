import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

export default function RadioGroupContainer() {
  const labelId = React.useId();
  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <FormLabel id={labelId}>When a file conflicts</FormLabel>
      {/* variant and color on RadioGroup style the group's own box, not the radios. */}
      <RadioGroup
        aria-labelledby={labelId}
        variant="outlined"
        defaultValue="keep-both"
        name="conflict-policy"
        sx={{ p: 2, borderRadius: 'md', '--RadioGroup-gap': '1rem' }}
      >
        <Radio value="keep-both" label="Keep both files" />
        <Radio value="replace" label="Replace the older file" />
        <Radio value="skip" label="Skip and ask me later" />
      </RadioGroup>
    </Stack>
  );
}
