import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

const sizes = ['XS', 'S', 'M', 'L', 'XL'];

export default function RadioHorizontal() {
  const labelId = React.useId();
  return (
    <Stack spacing={1}>
      <FormLabel id={labelId}>T-shirt size</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        orientation="horizontal"
        defaultValue="M"
        name="shirt-size"
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
      >
        {sizes.map((size) => (
          <Radio key={size} value={size} label={size} />
        ))}
      </RadioGroup>
    </Stack>
  );
}
